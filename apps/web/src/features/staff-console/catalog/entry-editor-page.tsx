import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { LiveCatalog } from '@portal/domain/catalog/catalog-editing';
import {
  ENTRY_LISTS,
  type CatalogEntry,
  type CatalogEntryKind,
} from '@portal/domain/catalog/catalog-entry';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { staffKeys } from '../shared/staff-keys';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useCatalogDraft } from './get-catalog-draft';
import { useLiveCatalog } from './get-live-catalog';
import { useSaveCatalogEntry } from './save-catalog-entry';

/** What the frame hands an editor's form: where it starts, and how it saves. */
export interface EntryForm<Input, Fields> {
  /** The entry's id: none for a new entry. */
  entryId: number | undefined;
  initial: Input;
  live: LiveCatalog;
  saving: boolean;
  error: unknown;
  /** Saves the fields into the draft; `refused` puts the server's refusal under the fields. */
  onSave: (fields: Fields, refused: (error: unknown) => void) => void;
}

/**
 * An entry's editor, whatever its kind (docs/catalog-editing.md "The console"), at
 * /staff/catalog/{kind's list}/{id}/edit and .../new: the entry as it is live, or as the draft
 * named by `?draft=` holds it, handed to the kind's form (`children`) as its starting fields
 * (`initial`, which leaves the id out: the address names it); saved into that draft or a new one,
 * never live, and then the draft's page shows what it changes. Loading, a failed read and an
 * entry that does not exist are said in the page.
 */
export function EntryEditorPage<Entry extends CatalogEntry, Input, Fields>(props: {
  kind: CatalogEntryKind;
  /** The name of the address's id (`examId`). */
  param: string;
  heading: { edit: string; new: string };
  noSuchEntry: string;
  /** The live entry's page, where "Back" leads (the catalog, for a new entry). */
  entryHref: (id: number) => string;
  initial: (current: Entry | undefined, live: LiveCatalog) => Input;
  children: (form: EntryForm<Input, Fields>) => ReactNode;
}) {
  const params = useParams();
  const id = params[props.param];
  const heading = id ? props.heading.edit : props.heading.new;
  return (
    <div className="page">
      <PageMeta title={heading} />
      <h1>{heading}</h1>
      <StaffSignedIn>
        {() => <Editor {...props} entryId={id === undefined ? undefined : Number(id)} />}
      </StaffSignedIn>
    </div>
  );
}

function Editor<Entry extends CatalogEntry, Input, Fields>({
  kind,
  entryId,
  noSuchEntry,
  entryHref,
  initial,
  children,
}: Parameters<typeof EntryEditorPage<Entry, Input, Fields>>[0] & { entryId: number | undefined }) {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const draftId = search.get('draft') ?? undefined;
  const live = useLiveCatalog();
  const draft = useCatalogDraft(draftId ?? '', draftId !== undefined);
  const save = useSaveCatalogEntry({ kind, id: entryId, draft: draftId });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const drafted = draft.data?.entries.find((e) => e.kind === kind && e.id === entryId)?.entry;
  const listed = live.data?.[ENTRY_LISTS[kind]] as CatalogEntry[] | undefined;
  const current = (drafted ?? listed?.find((e) => e.id === entryId)) as Entry | undefined;
  const read = live.error ? live : draft;
  if ((live.isPending || (draftId !== undefined && draft.isPending)) && !read.error) {
    return <p role="status">{t('catalogEditing.loading')}</p>;
  }
  if (read.error) {
    return (
      <ListFailure id={`${kind}-editor-failure`} read={{ ...read, isPlaceholderData: false }} />
    );
  }
  if (entryId !== undefined && !current) return <p role="alert">{noSuchEntry}</p>;
  return (
    <>
      <p>
        <Link to={entryId ? entryHref(entryId) : paths.staffCatalog.href()}>
          {t('catalogEditing.back')}
        </Link>
      </p>
      {children({
        entryId,
        initial: initial(current, live.data!),
        live: live.data!,
        saving: save.isPending,
        error: save.error,
        onSave: (fields, refused) =>
          save.mutate(fields as Parameters<typeof save.mutate>[0], {
            onSuccess: (saved) => {
              queryClient.setQueryData(staffKeys.catalogDraft(saved.id), saved);
              void navigate(paths.staffCatalogDraft.href(saved.id));
            },
            onError: refused,
          }),
      })}
    </>
  );
}
