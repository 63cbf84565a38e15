import { ReconciliationPage } from '@/features/staff-console/finance/reconciliation-page';

export function Component() {
  return <ReconciliationPage />;
}
