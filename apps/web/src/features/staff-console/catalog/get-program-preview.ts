import type { ProgramPreview } from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/catalog/drafts/{id}/programs/{programId}/preview: the program page's data. */
export function useProgramPreview(draftId: string, programId: string) {
  return useStaffQuery<ProgramPreview>({
    queryKey: staffKeys.catalogProgramPreview(draftId, programId),
    path: `/staff-api/catalog/drafts/${encodeURIComponent(draftId)}/programs/${encodeURIComponent(programId)}/preview`,
  });
}
