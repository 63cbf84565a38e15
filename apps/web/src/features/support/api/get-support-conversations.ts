import { useQuery } from '@tanstack/react-query';
import type {
  OwnSupportConversation,
  OwnSupportConversations,
} from '@portal/domain/support/support-conversation';
import { useApi } from '@/lib/app-services';
import { supportKeys } from './support-keys';

/** GET /user-api/users/supportrequests: the student's conversations, most recent first. */
export function useSupportConversations() {
  const api = useApi();
  return useQuery({
    queryKey: supportKeys.conversations(),
    queryFn: () => api.request<OwnSupportConversations>('/user-api/users/supportrequests'),
    // No polling: a staff reply arrives as a live supportConversationEntity update.
  });
}

/** GET /user-api/users/supportrequests/{id}: one conversation with its messages. */
export function useSupportConversation(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: supportKeys.conversation(id),
    queryFn: () =>
      api.request<OwnSupportConversation>(
        `/user-api/users/supportrequests/${encodeURIComponent(id)}`,
      ),
    retry: false,
  });
}
