import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  undoVersionSchema,
  type CatalogCourseView,
  type EntryVersion,
  type UndoVersion,
} from '@portal/domain/catalog/catalog-editing';
import { formatMoney } from '@portal/domain/money/format-money';
import { PageMeta } from '@/components/page-meta';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';
import { ListFailure } from '../shared/list-read';
import { ReasonField } from '../shared/reason-field';
import { recordTime } from '../shared/record-format';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { DraftDiff } from './draft-diff';
import { useCatalogCourse } from './get-catalog-course';
import { useUndoCourseVersion } from './undo-catalog-version';

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
      {course.drafts.length > 0 ? (
        <section aria-labelledby="course-drafts">
          <h2 id="course-drafts">{t('catalogEditing.openDrafts')}</h2>
          <ul>
            {course.drafts.map((draft) => (
              <li key={draft.id}>
                <Link to={paths.staffCatalogDraft.href(draft.id)}>
                  {t('catalogEditing.draftOf', {
                    who: draft.createdBy ?? t('catalogEditing.portal'),
                    at: recordTime(draft.updatedAt),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="course-history">
        <h2 id="course-history">{t('catalogEditing.history')}</h2>
        <ol className="catalog-history" reversed>
          {course.history.map((version, index) => (
            <li key={version.version}>
              <Version version={version} />
              {index === 0 && !version.created ? (
                <UndoDialog courseId={String(entry.id)} version={version} onDone={onDone} />
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function Version({ version }: { version: EntryVersion }) {
  const { t } = useTranslation('staff');
  const title = t('catalogEditing.versionHeading', {
    version: version.version,
    at: recordTime(version.publishedAt),
    who: version.publishedBy ?? t('catalogEditing.portal'),
  });
  return (
    <>
      <h3>{title}</h3>
      <p>
        {version.undoes
          ? t('catalogEditing.undid', { version: version.undoes, reason: version.reason })
          : t('catalogEditing.because', { reason: version.reason })}
      </p>
      {version.created ? (
        <p>{t('catalogEditing.created')}</p>
      ) : (
        <DraftDiff
          fields={version.fields}
          caption={t('catalogEditing.versionCaption', { title })}
        />
      )}
    </>
  );
}

function UndoDialog({
  courseId,
  version,
  onDone,
}: {
  courseId: string;
  version: EntryVersion;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const undo = useUndoCourseVersion(courseId);
  const form = useSchemaForm<{ reason: string }>(undoVersionSchema.pick({ reason: true }), {
    reason: '',
  });
  const dialog = useActionDialog(undo, () => form.reset({ reason: '' }));
  const onSubmit = form.handleSubmit(({ reason }) =>
    undo.mutate(
      { version: version.version, reason },
      {
        onSuccess: () => {
          dialog.close();
          onDone(t('catalogEditing.undone', { version: version.version }));
        },
        onError: (error) => applyFieldErrors<UndoVersion>(error, ['reason'], form.setError),
      },
    ),
  );
  return (
    <ActionDialog
      id="catalog-undo"
      label={t('catalogEditing.undo', { version: version.version })}
      description={t('catalogEditing.undoDescription', { version: version.version })}
      submitLabel={t('catalogEditing.undoSubmit')}
      {...dialog.props}
      onSubmit={(event) => void onSubmit(event)}
    >
      <ReasonField hint={t('catalogEditing.reasonHint')} {...form.field('reason')} />
    </ActionDialog>
  );
}
