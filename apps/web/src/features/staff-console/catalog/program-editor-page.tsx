import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ProgramEntry, ProgramFieldsInput } from '@portal/domain/catalog/catalog-entry';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { staffKeys } from '../shared/staff-keys';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useCatalogDraft } from './get-catalog-draft';
import { useLiveCatalog } from './get-live-catalog';
import { ProgramForm } from './program-form';
import { useSaveCatalogEntry } from './save-catalog-entry';

/**
 * /staff/catalog/programs/{id}/edit and /staff/catalog/programs/new (docs/catalog-editing.md
 * "Drafts"): the program as it is live (or as the draft named by `?draft=` holds it), saved into a
 * draft, never live; saved, the draft's page shows what it changes.
 */
export function ProgramEditorPage() {
  const { t } = useTranslation('staff');
  const { programId } = useParams();
  const heading = programId ? t('catalogEditing.editProgram') : t('catalogEditing.newProgram');
  return (
    <div className="page">
      <PageMeta title={heading} />
      <h1>{heading}</h1>
      <StaffSignedIn>
        {() => <Editor programId={programId ? Number(programId) : undefined} />}
      </StaffSignedIn>
    </div>
  );
}

function Editor({ programId }: { programId: number | undefined }) {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const draftId = search.get('draft') ?? undefined;
  const live = useLiveCatalog();
  const draft = useCatalogDraft(draftId ?? '', draftId !== undefined);
  const save = useSaveCatalogEntry({ kind: 'program', id: programId, draft: draftId });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const drafted = draft.data?.entries.find(
    (e) => e.kind === 'program' && e.id === programId,
  )?.entry;
  const current = (drafted ?? live.data?.programs.find((p) => p.id === programId)) as
    ProgramEntry | undefined;
  const loading = live.isPending || (draftId !== undefined && draft.isPending);
  const read = live.error ? live : draft;
  if (loading && !read.error) return <p role="status">{t('catalogEditing.loading')}</p>;
  if (read.error)
    return <ListFailure id="program-editor-failure" read={{ ...read, isPlaceholderData: false }} />;
  if (programId !== undefined && !current)
    return <p role="alert">{t('catalogEditing.noSuchProgram')}</p>;
  // The form holds the fields without the id, which the address names (strictObject refuses it).
  const initial: ProgramFieldsInput = current
    ? (({ id: _id, ...fields }) => fields)(current)
    : {
        name: '',
        enrollmentCode: '',
        schoolId: live.data!.programs[0]?.schoolId ?? 1,
        description: '',
        priceCents: 0,
        courses: [],
      };
  return (
    <>
      <p>
        <Link
          to={programId ? paths.staffCatalogProgram.href(programId) : paths.staffCatalog.href()}
        >
          {t('catalogEditing.back')}
        </Link>
      </p>
      <ProgramForm
        initial={initial}
        saving={save.isPending}
        error={save.error}
        onSave={(program, refused) =>
          save.mutate(program, {
            onSuccess: (saved) => {
              queryClient.setQueryData(staffKeys.catalogDraft(saved.id), saved);
              void navigate(paths.staffCatalogDraft.href(saved.id));
            },
            onError: refused,
          })
        }
      />
    </>
  );
}
