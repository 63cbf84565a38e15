import type {
  SupportAssignees,
  SupportConversation,
} from '@portal/domain/support/support-conversation';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

const conversationPath = (id: string) =>
  `/staff-api/support/conversations/${encodeURIComponent(id)}`;

/** GET /staff-api/support/conversations/:id: the thread; the server audits the read. */
export function useSupportConversation(id: string) {
  return useStaffQuery<SupportConversation>({
    queryKey: staffKeys.supportConversation(id),
    path: conversationPath(id),
  });
}

/** GET .../assignees: who the conversation may be given to. */
export function useSupportAssignees(id: string, enabled: boolean) {
  return useStaffQuery<SupportAssignees>({
    queryKey: staffKeys.supportAssignees(id),
    path: `${conversationPath(id)}/assignees`,
    enabled,
  });
}
