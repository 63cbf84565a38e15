import { useTranslation } from 'react-i18next';
import type {
  CourseEntry,
  CourseFields,
  CourseFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { paths } from '@/lib/paths';
import { CourseForm } from './course-form';
import { EntryEditorPage } from './entry-editor-page';

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
 * "Drafts"): a course's fields, in the shared editor frame.
 */
export function CourseEditorPage() {
  const { t } = useTranslation('staff');
  return (
    <EntryEditorPage<CourseEntry, CourseFieldsInput, CourseFields>
      kind="course"
      param="courseId"
      heading={{ edit: t('catalogEditing.editCourse'), new: t('catalogEditing.newCourse') }}
      noSuchEntry={t('catalogEditing.noSuchCourse')}
      entryHref={paths.staffCatalogCourse.href}
      initial={(course, live) =>
        course
          ? {
              ...(({ id: _id, ...fields }) => fields)(course),
              subcategory: course.subcategory ?? '',
            }
          : { ...NEW_COURSE, category: live.categories.find((c) => !c.parentSlug)?.slug ?? '' }
      }
    >
      {(form) => <CourseForm {...form} categories={form.live.categories} />}
    </EntryEditorPage>
  );
}
