import { SupportConversationPage } from '@/features/staff-console/components/support-conversation-page';

export function Component() {
  return <SupportConversationPage />;
}
