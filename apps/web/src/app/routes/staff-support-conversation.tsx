import { SupportConversationPage } from '@/features/staff-console/support/support-conversation-page';

export function Component() {
  return <SupportConversationPage />;
}
