import type {
  SupportConversation,
  SupportMessageBody,
} from '@portal/domain/support/support-conversation';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

const conversationPath = (id: string) =>
  `/staff-api/support/conversations/${encodeURIComponent(id)}`;

/** The answer of each change is the conversation as it now is; the inbox pages are asked again. */
const target = (id: string) => ({
  queryKey: staffKeys.supportConversation(id),
  stale: staffKeys.supportInboxes(),
});

/** POST .../replies: the reply, mailed to the student and shown on their open page. */
export function useReplyToSupport(id: string) {
  return useStaffMutation<SupportMessageBody, SupportConversation>({
    request: (body) => ({ path: `${conversationPath(id)}/replies`, method: 'POST', json: body }),
    ...target(id),
  });
}

/** PUT .../assignee: to a member (the signed-in one or another), or to nobody (null). */
export function useAssignSupport(id: string) {
  return useStaffMutation<string | null, SupportConversation>({
    request: (staffId) => ({
      path: `${conversationPath(id)}/assignee`,
      method: 'PUT',
      json: { staffId },
    }),
    ...target(id),
  });
}

/** POST .../close or .../reopen. */
export function useChangeSupportStatus(id: string) {
  return useStaffMutation<'close' | 'reopen', SupportConversation>({
    request: (change) => ({ path: `${conversationPath(id)}/${change}`, method: 'POST', json: {} }),
    ...target(id),
  });
}
