import { useParams } from 'react-router';
import { ProgramDetails } from '@/features/catalog/components/program-page';
import type { ProgramPreview } from '@portal/domain/catalog/catalog-editing';
import { DraftPreview } from '@/features/staff-console/catalog/draft-preview';

/**
 * A drafted program previewed, or a drafted payment plan on its program's page at the plan's price
 * (docs/catalog-editing.md "Preview"): the staff console reads the draft's data, the storefront's
 * own program page draws it.
 */
export function Component() {
  const { draftId = '', programId, planId } = useParams();
  return (
    <DraftPreview<ProgramPreview>
      draftId={draftId}
      kind={planId === undefined ? 'programs' : 'plans'}
      entryId={planId ?? programId ?? ''}
    >
      {({ program, courses }) => <ProgramDetails program={program} courses={courses} />}
    </DraftPreview>
  );
}
