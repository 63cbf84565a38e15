import { SupportInboxPage } from '@/features/staff-console/support/support-inbox-page';

export function Component() {
  return <SupportInboxPage />;
}
