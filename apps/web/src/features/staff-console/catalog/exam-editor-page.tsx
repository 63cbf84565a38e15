import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ExamEntry, ExamFieldsInput } from '@portal/domain/catalog/catalog-entry';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { staffKeys } from '../shared/staff-keys';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { ExamForm } from './exam-form';
import { useCatalogDraft } from './get-catalog-draft';
import { useLiveCatalog } from './get-live-catalog';
import { useSaveCatalogEntry } from './save-catalog-entry';

/**
 * /staff/catalog/exams/{id}/edit and /staff/catalog/exams/new (docs/catalog-editing.md "Other
 * kinds"): the challenge exam as it is live (or as the draft named by `?draft=` holds it), saved
 * into a draft, never live; saved, the draft's page shows what it changes.
 */
export function ExamEditorPage() {
  const { t } = useTranslation('staff');
  const { examId } = useParams();
  const heading = examId ? t('catalogEditing.editExam') : t('catalogEditing.newExam');
  return (
    <div className="page">
      <PageMeta title={heading} />
      <h1>{heading}</h1>
      <StaffSignedIn>{() => <Editor examId={examId ? Number(examId) : undefined} />}</StaffSignedIn>
    </div>
  );
}

function Editor({ examId }: { examId: number | undefined }) {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const draftId = search.get('draft') ?? undefined;
  const live = useLiveCatalog();
  const draft = useCatalogDraft(draftId ?? '', draftId !== undefined);
  const save = useSaveCatalogEntry({ kind: 'exam', id: examId, draft: draftId });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const drafted = draft.data?.entries.find((e) => e.kind === 'exam' && e.id === examId)?.entry;
  const current = (drafted ?? live.data?.exams.find((e) => e.id === examId)) as
    ExamEntry | undefined;
  const read = live.error ? live : draft;
  if ((live.isPending || (draftId !== undefined && draft.isPending)) && !read.error) {
    return <p role="status">{t('catalogEditing.loading')}</p>;
  }
  if (read.error) {
    return <ListFailure id="exam-editor-failure" read={{ ...read, isPlaceholderData: false }} />;
  }
  if (examId !== undefined && !current) return <p role="alert">{t('catalogEditing.noSuchExam')}</p>;
  // The form holds the fields without the id, which the address names (strictObject refuses it).
  const initial: ExamFieldsInput = current
    ? { course: current.course, priceCents: current.priceCents }
    : { course: '', priceCents: 0 };
  return (
    <>
      <p>
        <Link to={examId ? paths.staffCatalogExam.href(examId) : paths.staffCatalog.href()}>
          {t('catalogEditing.back')}
        </Link>
      </p>
      <ExamForm
        initial={initial}
        saving={save.isPending}
        error={save.error}
        onSave={(exam, refused) =>
          save.mutate(exam, {
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
