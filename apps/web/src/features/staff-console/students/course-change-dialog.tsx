import { useTranslation } from 'react-i18next';
import { isInProgress, isWithdrawn, type CourseLoad } from '@portal/domain/coursework/course-load';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import {
  studentCourseActionSchema,
  type CourseAction,
  type StudentCourseAction,
} from '@portal/domain/staff/student-actions';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';
import { useActOnStudent } from './act-on-student';
import { ReasonField } from '../shared/reason-field';

type RecordCourse = StudentRecord['courses'][number];

const loadOf = (course: RecordCourse): CourseLoad => ({
  enrollmentStatus: course.enrollmentStatus as CourseStatus,
  completed: course.completed,
});

/**
 * What a member may do to the course now: withdraw one in progress, re-open one withdrawn; a
 * course completed or credited has no action (the server refuses both).
 */
export function courseActionOf(course: RecordCourse): CourseAction | null {
  const load = loadOf(course);
  if (isWithdrawn(load)) return 'reopen-course';
  return isInProgress(load) ? 'withdraw-course' : null;
}

/**
 * The course row's button and its dialog (docs/staff-console.md "Acting on a student's courses"),
 * asking why. One dialog per row whatever the course's status, so after the record is read again
 * the same button (now the other action) keeps the focus it returns to.
 */
export function CourseChangeDialog({
  record,
  course,
  onDone,
}: {
  record: StudentRecord;
  course: RecordCourse;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const act = useActOnStudent(record.profile.id);
  const initial = (): StudentCourseAction => ({
    reason: '',
    courseEnrollmentId: course.courseEnrollmentId,
  });
  const form = useSchemaForm<StudentCourseAction>(studentCourseActionSchema, initial());
  const dialog = useActionDialog(act, () => form.reset(initial()));
  const action = courseActionOf(course);
  if (!action) return null;
  const words = {
    name: t('student.name', record.profile),
    course: course.courseName,
    code: course.courseCode,
  };

  const onSubmit = form.handleSubmit((body) => {
    if (act.isPending) return;
    act.mutate(
      { action, body },
      {
        onSuccess: (answer) => {
          onDone(t(`actions.${action}.done`, { ...words, count: answer.count }));
          dialog.close();
        },
        onError: (error) => applyFieldErrors<StudentCourseAction>(error, ['reason'], form.setError),
      },
    );
  });

  return (
    <ActionDialog
      id={`course-action-${course.courseEnrollmentId}`}
      label={t(`actions.${action}.open`, words)}
      triggerText={t(`actions.${action}.button`)}
      description={t(`actions.${action}.description`, words)}
      submitLabel={t(`actions.${action}.submit`)}
      {...dialog.props}
      onSubmit={onSubmit}
    >
      <ReasonField {...form.field('reason')} />
    </ActionDialog>
  );
}
