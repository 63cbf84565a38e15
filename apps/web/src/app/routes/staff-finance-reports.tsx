import { FinanceReportsPage } from '@/features/staff-console/finance/finance-reports-page';

export function Component() {
  return <FinanceReportsPage />;
}
