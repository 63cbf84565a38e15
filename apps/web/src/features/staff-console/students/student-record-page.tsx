import { useTranslation } from 'react-i18next';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { LoadFailure } from '@/components/load-failure';
import { ApiError } from '@/lib/api-error';
import { FailureNotice } from '../shared/failure-notice';
import { useStudentRecord } from './get-student-record';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { StudentRecordSections } from './student-record-sections';
import { ViewAsStudent } from './view-as-student';

/** /staff/students/:studentId: what a support desk asks about one student (docs/staff-console.md). */
export function StudentRecordPage() {
  const { t } = useTranslation('staff');
  const { studentId = '' } = useParams();
  return (
    <div className="page">
      <PageMeta title={t('record.title')} />
      <StaffSignedIn>{() => <StudentRecord studentId={studentId} />}</StaffSignedIn>
    </div>
  );
}

function StudentRecord({ studentId }: { studentId: string }) {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const record = useStudentRecord(studentId);
  const { data, error } = record;

  // The heading stays one element while the record loads, so the focus it took on arrival stays.
  const heading = <h1>{data ? t('student.name', data.profile) : t('record.heading')}</h1>;
  if (data) {
    return (
      <>
        {heading}
        <ViewAsStudent studentId={studentId} studentName={t('student.name', data.profile)} />
        <StudentRecordSections record={data} />
      </>
    );
  }
  // Outside the member's tenants a student does not exist for them (docs/staff-console.md), and
  // an id that is not one (a 400 on the address) names none either.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <>
        {heading}
        <p role="alert">{t('record.notFound')}</p>
      </>
    );
  }
  // Any other refusal (a role that may not view students) is said in the catalogue's words; a
  // failure of the server or the network offers to try again.
  return (
    <>
      {heading}
      {error instanceof ApiError && error.status < 500 ? (
        <FailureNotice
          id="student-record-failure"
          messages={describeApiError(error.body, error.status, error.statusText, (key) =>
            tDomain(key),
          )}
        />
      ) : error ? (
        <LoadFailure namespace="staff" onRetry={() => void record.refetch()} />
      ) : (
        <p role="status">{t('record.loading')}</p>
      )}
    </>
  );
}
