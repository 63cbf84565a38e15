import { SupportConversationPage } from '@/features/support/components/support-conversation-page';

export function Component() {
  return <SupportConversationPage />;
}
