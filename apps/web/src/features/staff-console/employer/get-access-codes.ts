import type {
  AccessCodeBatchDetail,
  AccessCodeBatchesPage,
  EmployerOverview,
  EmployerStatements,
} from '@portal/domain/staff/employer-codes';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/employer: the employer and the programs it buys codes for. */
export function useEmployerOverview() {
  return useStaffQuery<EmployerOverview>({
    queryKey: staffKeys.employer(),
    path: '/staff-api/employer',
  });
}

/** GET /staff-api/employer/batches?page=: the batches, newest first, counted. */
export function useAccessCodeBatches(page: string) {
  return useStaffQuery<AccessCodeBatchesPage>({
    queryKey: staffKeys.employerBatchPage(page),
    path: `/staff-api/employer/batches${page === '1' ? '' : `?page=${page}`}`,
    keepPrevious: true,
  });
}

/** GET /staff-api/employer/batches/{id}: one batch with each code and who redeemed it. */
export function useAccessCodeBatch(batchId: string) {
  return useStaffQuery<AccessCodeBatchDetail>({
    queryKey: staffKeys.employerBatch(batchId),
    path: `/staff-api/employer/batches/${encodeURIComponent(batchId)}`,
  });
}

/** GET /staff-api/employer/statements: the months with a statement. */
export function useEmployerStatements() {
  return useStaffQuery<EmployerStatements>({
    queryKey: staffKeys.employerStatements(),
    path: '/staff-api/employer/statements',
  });
}
