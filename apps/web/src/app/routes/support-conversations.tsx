import { SupportConversationsPage } from '@/features/support/components/support-conversations-page';

export function Component() {
  return <SupportConversationsPage />;
}
