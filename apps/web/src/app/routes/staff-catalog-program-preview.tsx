import { useParams } from 'react-router';
import { ProgramDetails } from '@/features/catalog/components/program-page';
import type { ProgramPreview } from '@portal/domain/catalog/catalog-editing';
import { DraftPreview } from '@/features/staff-console/catalog/draft-preview';

/**
 * A drafted program previewed (docs/catalog-editing.md "Preview"): the staff console reads the
 * draft's data, the storefront's own program page draws it.
 */
export function Component() {
  const { draftId = '', programId = '' } = useParams();
  return (
    <DraftPreview<ProgramPreview> draftId={draftId} kind="programs" entryId={programId}>
      {({ program, courses }) => <ProgramDetails program={program} courses={courses} />}
    </DraftPreview>
  );
}
