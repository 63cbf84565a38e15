import type { CatalogProgramView } from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/catalog/programs/{id}: the live program, its open drafts and its versions. */
export function useCatalogProgram(programId: string) {
  return useStaffQuery<CatalogProgramView>({
    queryKey: staffKeys.catalogProgram(programId),
    path: `/staff-api/catalog/programs/${encodeURIComponent(programId)}`,
  });
}
