import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogEntryKind } from '@portal/domain/catalog/catalog-entry';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { EntryDrafts, EntryHistory } from './entry-history';
import { useCatalogEntry, type CatalogEntryViews } from './get-catalog-entry';

type EntryOf<K extends CatalogEntryKind> = CatalogEntryViews[K]['entry'];

/**
 * A live entry's page in the console, whatever its kind (docs/catalog-editing.md "Versions and
 * undo"): its name as the heading once known, its facts (the kind's own), "Edit", its open drafts
 * and its versions newest first with the latest's undo; a polite status says loading and what was
 * done, and a failure offers to try again.
 */
export function EntryPage<K extends CatalogEntryKind>(props: {
  kind: K;
  id: string;
  /** The page's title, and its heading until the entry is read. */
  title: string;
  heading: (entry: EntryOf<K>) => string;
  editLabel: string;
  editHref: (id: number) => string;
  facts: (entry: EntryOf<K>) => ReactNode;
}) {
  return (
    <div className="page">
      <PageMeta title={props.title} />
      <StaffSignedIn>{() => <Entry {...props} />}</StaffSignedIn>
    </div>
  );
}

function Entry<K extends CatalogEntryKind>({
  kind,
  id,
  title,
  heading,
  editLabel,
  editHref,
  facts,
}: Parameters<typeof EntryPage<K>>[0]) {
  const { t } = useTranslation('staff');
  const read = useCatalogEntry(kind, id);
  const [done, setDone] = useState('');
  const view = read.data;
  return (
    <>
      {/* Read once signed in: the entry's name heads the page as soon as it is known. */}
      <h1>{view ? heading(view.entry as EntryOf<K>) : title}</h1>
      <p>
        <Link to={paths.staffCatalog.href()}>{t('catalogEditing.backToCatalog')}</Link>
      </p>
      <ListFailure id={`catalog-${kind}-failure`} read={{ ...read, isPlaceholderData: false }} />
      <p role="status">{read.isPending && !read.error ? t('catalogEditing.loading') : done}</p>
      {view ? (
        <>
          {facts(view.entry as EntryOf<K>)}
          <p>
            <Link className="button button--primary" to={editHref(view.entry.id)}>
              {editLabel}
            </Link>
          </p>
          <EntryDrafts drafts={view.drafts} />
          <EntryHistory kind={kind} entryId={id} history={view.history} onDone={setDone} />
        </>
      ) : null}
    </>
  );
}
