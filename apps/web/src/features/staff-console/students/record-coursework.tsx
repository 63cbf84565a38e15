import { useTranslation } from 'react-i18next';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { recordDate } from '../shared/record-format';
import { RecordSection } from '../shared/record-section';

/** The student's courses, with their enrolment status, completion and grade. */
export function RecordCourses({ courses }: { courses: StudentRecord['courses'] }) {
  const { t } = useTranslation('staff');
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
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.productId}>
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
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
