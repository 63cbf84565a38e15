import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { staffKeys } from '../staff-keys';
import { useStaffQuery } from '../use-staff-query';

/** GET /staff-api/students/:studentId: the student's whole record; the server audits the read. */
export function useStudentRecord(accessToken: string, studentId: string) {
  return useStaffQuery<StudentRecord>({
    accessToken,
    queryKey: staffKeys.studentRecord(accessToken, studentId),
    path: `/staff-api/students/${encodeURIComponent(studentId)}`,
  });
}
