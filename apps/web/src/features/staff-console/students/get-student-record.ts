import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/students/:studentId: the student's whole record; the server audits the read. */
export function useStudentRecord(studentId: string) {
  return useStaffQuery<StudentRecord>({
    queryKey: staffKeys.studentRecord(studentId),
    path: `/staff-api/students/${encodeURIComponent(studentId)}`,
  });
}
