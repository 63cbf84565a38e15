import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useCatalogPreview } from './get-catalog-preview';

/**
 * A drafted course's page as a visitor of this site will see it once published
 * (docs/catalog-editing.md "Preview"): the staff session reads the draft's data, and `children`
 * (the route gives the storefront's own course page) draws it, under a banner saying it is a
 * preview. Only staff open it: the data comes from the staff API alone.
 */
export function CatalogPreview({
  draftId,
  courseId,
  children,
}: {
  draftId: string;
  courseId: string;
  children: (course: ProductDetail) => ReactNode;
}) {
  return (
    <StaffSignedIn>
      {() => (
        <Preview draftId={draftId} courseId={courseId}>
          {children}
        </Preview>
      )}
    </StaffSignedIn>
  );
}

function Preview({
  draftId,
  courseId,
  children,
}: {
  draftId: string;
  courseId: string;
  children: (course: ProductDetail) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const read = useCatalogPreview(draftId, courseId);
  return (
    <>
      <div role="note" className="catalog-preview__banner">
        <p>{t('catalogEditing.previewBanner')}</p>
        <Link to={paths.staffCatalogDraft.href(draftId)}>{t('catalogEditing.backToDraft')}</Link>
      </div>
      <ListFailure id="catalog-preview-failure" read={{ ...read, isPlaceholderData: false }} />
      {read.isPending && !read.error ? <p role="status">{t('catalogEditing.loading')}</p> : null}
      {read.data ? children(read.data) : null}
    </>
  );
}
