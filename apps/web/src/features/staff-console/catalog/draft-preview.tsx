import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useDraftPreview, type PreviewKind } from './get-draft-preview';

const BANNERS = {
  courses: 'catalogEditing.previewBanner',
  programs: 'catalogEditing.programPreviewBanner',
  plans: 'catalogEditing.planPreviewBanner',
} as const;

/**
 * A drafted entry's storefront page as a visitor of this site will see it once published
 * (docs/catalog-editing.md "Preview"): the staff session reads the draft's data, and `children`
 * (the route gives the storefront's own page of the kind) draws it, under a banner saying it is
 * a preview. Only staff open it: the data comes from the staff API alone.
 */
export function DraftPreview<Data>(props: {
  draftId: string;
  kind: PreviewKind;
  entryId: string;
  children: (data: Data) => ReactNode;
}) {
  return <StaffSignedIn>{() => <Preview {...props} />}</StaffSignedIn>;
}

function Preview<Data>({
  draftId,
  kind,
  entryId,
  children,
}: {
  draftId: string;
  kind: PreviewKind;
  entryId: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const read = useDraftPreview<Data>(draftId, kind, entryId);
  return (
    <>
      <div role="note" className="catalog-preview__banner">
        <p>{t(BANNERS[kind])}</p>
        <Link to={paths.staffCatalogDraft.href(draftId)}>{t('catalogEditing.backToDraft')}</Link>
      </div>
      <ListFailure id="catalog-preview-failure" read={{ ...read, isPlaceholderData: false }} />
      {read.isPending && !read.error ? <p role="status">{t('catalogEditing.loading')}</p> : null}
      {read.data ? children(read.data) : null}
    </>
  );
}
