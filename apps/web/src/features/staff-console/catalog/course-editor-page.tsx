import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CourseEntry, CourseFieldsInput } from '@portal/domain/catalog/catalog-entry';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { staffKeys } from '../shared/staff-keys';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { CourseForm } from './course-form';
import { useCatalogDraft } from './get-catalog-draft';
import { useLiveCatalog } from './get-live-catalog';
import { useSaveCatalogEntry } from './save-catalog-entry';

/** A new course's form, from nothing but a first grading item. */
const NEW_COURSE: CourseFieldsInput = {
  code: '',
  name: '',
  category: '',
  subcategory: '',
  priceCents: 6_945,
  description: '',
  details: {
    credits: 3,
    topics: [],
    prerequisites: [],
    courseText: '',
    gradingCriteria: [{ item: '', weightPercent: 100 }],
  },
};

/**
 * /staff/catalog/courses/{id}/edit and /staff/catalog/courses/new (docs/catalog-editing.md
 * "Drafts"): the course as it is live (or as the draft named by `?draft=` holds it), saved into a
 * draft, never live; saved, the draft's page shows what it changes.
 */
export function CourseEditorPage() {
  const { t } = useTranslation('staff');
  const { courseId } = useParams();
  const heading = courseId ? t('catalogEditing.editCourse') : t('catalogEditing.newCourse');
  return (
    <div className="page">
      <PageMeta title={heading} />
      <h1>{heading}</h1>
      <StaffSignedIn>
        {() => <Editor courseId={courseId ? Number(courseId) : undefined} />}
      </StaffSignedIn>
    </div>
  );
}

function Editor({ courseId }: { courseId: number | undefined }) {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const draftId = search.get('draft') ?? undefined;
  const live = useLiveCatalog();
  const draft = useCatalogDraft(draftId ?? '', draftId !== undefined);
  const save = useSaveCatalogEntry({ kind: 'course', id: courseId, draft: draftId });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const drafted = draft.data?.entries.find((e) => e.kind === 'course' && e.id === courseId)?.entry;
  const current = (drafted ?? live.data?.courses.find((c) => c.id === courseId)) as
    CourseEntry | undefined;
  const loading = live.isPending || (draftId !== undefined && draft.isPending);
  const read = live.error ? live : draft;
  if (loading && !read.error) return <p role="status">{t('catalogEditing.loading')}</p>;
  if (read.error)
    return <ListFailure id="course-editor-failure" read={{ ...read, isPlaceholderData: false }} />;
  if (courseId !== undefined && !current)
    return <p role="alert">{t('catalogEditing.noSuchCourse')}</p>;
  // The form holds the fields without the id, which the address names (strictObject refuses it).
  const { id: _id, ...fields } = current ?? { id: 0 };
  const initial: CourseFieldsInput = current
    ? { ...(fields as Omit<CourseEntry, 'id'>), subcategory: current.subcategory ?? '' }
    : { ...NEW_COURSE, category: live.data!.categories.find((c) => !c.parentSlug)?.slug ?? '' };
  return (
    <>
      <p>
        <Link to={courseId ? paths.staffCatalogCourse.href(courseId) : paths.staffCatalog.href()}>
          {t('catalogEditing.back')}
        </Link>
      </p>
      <CourseForm
        initial={initial}
        categories={live.data!.categories}
        saving={save.isPending}
        error={save.error}
        onSave={(course, refused) =>
          save.mutate(course, {
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
