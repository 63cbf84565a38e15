import { DisputesPage } from '@/features/staff-console/finance/disputes-page';

export function Component() {
  return <DisputesPage />;
}
