import type { FinanceReport } from '@portal/domain/ledger/finance-report';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/finance/reports?month=&tenant=: one month's report (docs/finance-reports.md). */
export function useFinanceReport(month: string, tenant: string, enabled: boolean) {
  const query = new URLSearchParams({ month, ...(tenant ? { tenant } : {}) });
  return useStaffQuery<FinanceReport>({
    queryKey: staffKeys.financeReport(month, tenant),
    path: `/staff-api/finance/reports?${query}`,
    enabled,
    keepPrevious: true,
  });
}
