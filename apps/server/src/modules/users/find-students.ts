import type { ListSort } from '@portal/domain/staff/list-sort';
import type { StaffScope } from '@portal/domain/staff/staff-roles';
import type { StudentSearchSort, StudentSearchTerms } from '@portal/domain/staff/student-lookup';
import type { Executor } from '../../db/database';
import { studentDirectoryQueries } from './student-directory-queries';
import { userQueries } from './user-queries';

/** A page of the students a staff member may see that match the terms (docs/staff-console.md). */
export function searchStudents(options: {
  db: Executor;
  scope: StaffScope;
  terms: StudentSearchTerms;
  sort: ListSort<StudentSearchSort>;
  limit: number;
  offset: number;
}) {
  const { db, scope, terms, sort, limit, offset } = options;
  return studentDirectoryQueries.search(db, scope, terms, { sort, limit, offset });
}

/** One student, or undefined when there is none within the member's scope. */
export function findStudent(options: { db: Executor; scope: StaffScope; studentId: string }) {
  return studentDirectoryQueries.student(options.db, options.scope, options.studentId);
}

/**
 * One student within the member's scope, locked until the transaction ends (a staff action on
 * them, docs/staff-console.md "Acting on a student"); undefined when there is none.
 */
export function lockStudent(options: { db: Executor; scope: StaffScope; studentId: string }) {
  return studentDirectoryQueries.lockStudent(options.db, options.scope, options.studentId);
}

/** The tenant a student belongs to, whoever asks (for the rules that tenant sets), if any. */
export const tenantOfStudent = (db: Executor, studentId: string) =>
  userQueries.tenantOf(db, studentId);
