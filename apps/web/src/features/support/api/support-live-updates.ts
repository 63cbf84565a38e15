import type { QueryClient } from '@tanstack/react-query';
import type { LiveUpdateHandlers } from '@/lib/live/live-update-handlers';
import { supportKeys } from './support-keys';

/**
 * A conversation changed (a staff reply, closed or re-opened): the list and that conversation are
 * asked again where they are shown. The event carries no message, so the page reads it.
 */
export function supportLiveUpdates(queryClient: QueryClient): LiveUpdateHandlers {
  return {
    supportConversationEntity({ conversationId }) {
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversations() });
      void queryClient.invalidateQueries({
        queryKey: supportKeys.conversation(String(conversationId)),
      });
    },
  };
}
