import { SupportInboxPage } from '@/features/staff-console/components/support-inbox-page';

export function Component() {
  return <SupportInboxPage />;
}
