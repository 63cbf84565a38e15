import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffMay } from '@portal/domain/staff/staff-roles';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { useStaffMe } from '../sign-in/get-staff-me';
import { recordDate } from '../shared/record-format';
import { RecordSection } from '../shared/record-section';
import { CourseChangeDialog } from './course-change-dialog';

/**
 * The student's courses, with their enrolment status, completion and grade; for a member who may
 * change enrolments, a button per course to withdraw or re-open it, and what the last one did in a
 * polite status (docs/staff-console.md "Acting on a student's courses").
 */
export function RecordCourses({ record }: { record: StudentRecord }) {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const [done, setDone] = useState('');
  const { courses } = record;
  const mayChange = staffMay(me.data?.roles ?? [], 'change_enrolments');
  return (
    <RecordSection heading={t('record.courses.heading')}>
      {courses.length === 0 ? (
        <p>{t('record.courses.none')}</p>
      ) : (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('record.courses.course')}</th>
              <th scope="col">{t('record.courses.code')}</th>
              <th scope="col">{t('record.courses.status')}</th>
              <th scope="col">{t('record.courses.completed')}</th>
              <th scope="col">{t('record.courses.grade')}</th>
              <th scope="col">{t('record.courses.lastActive')}</th>
              {mayChange ? <th scope="col">{t('record.courses.action')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.courseEnrollmentId}>
                <th scope="row">{course.courseName}</th>
                <td>{course.courseCode}</td>
                <td>{course.enrollmentStatus}</td>
                <td>{course.completed ? t('record.yes') : t('record.no')}</td>
                <td>
                  {course.gradePercent === null
                    ? null
                    : t('record.courses.percent', { grade: course.gradePercent })}
                </td>
                <td>{course.lastActiveAt ? recordDate(course.lastActiveAt) : null}</td>
                {mayChange ? (
                  <td>
                    <CourseChangeDialog record={record} course={course} onDone={setDone} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayChange ? (
        <p role="status" aria-live="polite">
          {done}
        </p>
      ) : null}
    </RecordSection>
  );
}

/** The student's transcript requests and where each one is. */
export function RecordTranscripts({ requests }: { requests: StudentRecord['transcriptRequests'] }) {
  const { t } = useTranslation('staff');
  return (
    <RecordSection heading={t('record.transcripts.heading')}>
      {requests.length === 0 ? (
        <p>{t('record.transcripts.none')}</p>
      ) : (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('record.transcripts.recipient')}</th>
              <th scope="col">{t('record.transcripts.destination')}</th>
              <th scope="col">{t('record.transcripts.status')}</th>
              <th scope="col">{t('record.transcripts.requested')}</th>
              <th scope="col">{t('record.transcripts.courses')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id}>
                <th scope="row">{request.recipientName}</th>
                <td>{request.destination}</td>
                <td>{request.status}</td>
                <td>{recordDate(request.requestedAt)}</td>
                <td>{request.courses.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RecordSection>
  );
}
