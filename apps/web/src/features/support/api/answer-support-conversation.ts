import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OwnSupportConversation,
  SupportMessageBody,
} from '@portal/domain/support/support-conversation';
import { useApi } from '@/lib/app-services';
import { supportKeys } from './support-keys';

/**
 * POST /user-api/users/supportrequests/{id}/messages: the student's answer. The answer is the
 * conversation as it now is (open again); the list is asked again for its order and statuses.
 */
export function useAnswerSupportConversation(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportMessageBody) =>
      api.request<OwnSupportConversation>(
        `/user-api/users/supportrequests/${encodeURIComponent(id)}/messages`,
        { method: 'POST', json: body },
      ),
    onSuccess: (conversation) => {
      queryClient.setQueryData(supportKeys.conversation(id), conversation);
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversations() });
    },
  });
}
