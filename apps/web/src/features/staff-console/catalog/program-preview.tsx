import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramPreview as ProgramPreviewData } from '@portal/domain/catalog/catalog-editing';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useProgramPreview } from './get-program-preview';

/**
 * A drafted program's page as a visitor of this site will see it once published
 * (docs/catalog-editing.md "Preview"): the staff session reads the draft's data, and `children`
 * (the route gives the storefront's own program page) draws it, under a banner saying it is a
 * preview. Only staff open it: the data comes from the staff API alone.
 */
export function ProgramPreview({
  draftId,
  programId,
  children,
}: {
  draftId: string;
  programId: string;
  children: (preview: ProgramPreviewData) => ReactNode;
}) {
  return (
    <StaffSignedIn>
      {() => (
        <Preview draftId={draftId} programId={programId}>
          {children}
        </Preview>
      )}
    </StaffSignedIn>
  );
}

function Preview({
  draftId,
  programId,
  children,
}: {
  draftId: string;
  programId: string;
  children: (preview: ProgramPreviewData) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const read = useProgramPreview(draftId, programId);
  return (
    <>
      <div role="note" className="catalog-preview__banner">
        <p>{t('catalogEditing.programPreviewBanner')}</p>
        <Link to={paths.staffCatalogDraft.href(draftId)}>{t('catalogEditing.backToDraft')}</Link>
      </div>
      <ListFailure id="catalog-preview-failure" read={{ ...read, isPlaceholderData: false }} />
      {read.isPending && !read.error ? <p role="status">{t('catalogEditing.loading')}</p> : null}
      {read.data ? children(read.data) : null}
    </>
  );
}
