import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CatalogCourseView } from '@portal/domain/catalog/catalog-editing';
import { formatMoney } from '@portal/domain/money/format-money';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { EntryDrafts, EntryHistory } from './entry-history';
import { useCatalogCourse } from './get-catalog-course';

/**
 * /staff/catalog/courses/{id} (docs/catalog-editing.md "Versions"): the course as it is live, its
 * open drafts, "Edit", and its history, newest first: who published what, when and why; the
 * latest can be undone, which publishes the one before it as a new version.
 */
export function CatalogCoursePage() {
  const { t } = useTranslation('staff');
  const { courseId = '' } = useParams();
  return (
    <div className="page">
      <PageMeta title={t('catalogEditing.course')} />
      <StaffSignedIn>{() => <Course courseId={courseId} />}</StaffSignedIn>
    </div>
  );
}

function Course({ courseId }: { courseId: string }) {
  const { t } = useTranslation('staff');
  const read = useCatalogCourse(courseId);
  const [done, setDone] = useState('');
  const course = read.data;
  return (
    <>
      {/* Read once signed in: the course's name heads the page as soon as it is known. */}
      <h1>{course ? `${course.entry.code} ${course.entry.name}` : t('catalogEditing.course')}</h1>
      <p>
        <Link to={paths.staffCatalog.href()}>{t('catalogEditing.backToCatalog')}</Link>
      </p>
      <ListFailure id="catalog-course-failure" read={{ ...read, isPlaceholderData: false }} />
      <p role="status">{read.isPending && !read.error ? t('catalogEditing.loading') : done}</p>
      {course ? <CourseDetails course={course} onDone={setDone} /> : null}
    </>
  );
}

function CourseDetails({
  course,
  onDone,
}: {
  course: CatalogCourseView;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { entry } = course;
  return (
    <>
      <dl className="record-facts">
        <dt>{t('catalogEditing.fields.category')}</dt>
        <dd>{[entry.category, entry.subcategory].filter(Boolean).join(' / ')}</dd>
        <dt>{t('catalogEditing.fields.priceCents')}</dt>
        <dd>{formatMoney(entry.priceCents)}</dd>
        <dt>{t('catalogEditing.fields.credits')}</dt>
        <dd>{entry.details.credits}</dd>
      </dl>
      <p>
        <Link className="button button--primary" to={paths.staffCatalogCourseEdit.href(entry.id)}>
          {t('catalogEditing.editCourse')}
        </Link>
      </p>
      <EntryDrafts drafts={course.drafts} />
      <EntryHistory
        kind="course"
        entryId={String(entry.id)}
        history={course.history}
        onDone={onDone}
      />
    </>
  );
}
