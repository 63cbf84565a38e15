import { useParams } from 'react-router';
import { ProgramDetails } from '@/features/catalog/components/program-page';
import { ProgramPreview } from '@/features/staff-console/catalog/program-preview';

/**
 * A drafted program previewed (docs/catalog-editing.md "Preview"): the staff console reads the
 * draft's data, the storefront's own program page draws it.
 */
export function Component() {
  const { draftId = '', programId = '' } = useParams();
  return (
    <ProgramPreview draftId={draftId} programId={programId}>
      {({ program, courses }) => <ProgramDetails program={program} courses={courses} />}
    </ProgramPreview>
  );
}
