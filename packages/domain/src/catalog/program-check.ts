import type { ValidationMessageId } from '../i18n/en';
import { shared } from './catalog-check';
import type { CourseEntry, ProgramEntry } from './catalog-entry';

// The rules a program entry cannot check alone (docs/catalog-editing.md "Programs"): ids and
// enrolment codes used once, and every course of its list a course of the catalog. Whether tenants
// still offer a program is the server's to check, since the tenants' lists live outside the catalog.

/** One broken rule of a program: its id and field (a dotted path, as the error body names fields). */
export interface ProgramProblem {
  kind: 'program';
  id: number;
  field: string;
  code: ValidationMessageId;
}

/** Every rule the programs break against the catalog's courses. */
export function checkPrograms(
  programs: readonly ProgramEntry[],
  courses: readonly CourseEntry[],
): ProgramProblem[] {
  const problem = (id: number, field: string, code: ValidationMessageId): ProgramProblem => ({
    kind: 'program',
    id,
    field,
    code,
  });
  const codes = new Set(courses.map((c) => c.code));
  return [
    ...shared(programs, (p) => p.id).map((p) => problem(p.id, 'id', 'validation.duplicateId')),
    ...shared(programs, (p) => p.enrollmentCode).map((p) =>
      problem(p.id, 'enrollmentCode', 'validation.duplicateEnrollmentCode'),
    ),
    ...programs.flatMap((program) =>
      program.courses.flatMap((code, index) =>
        codes.has(code)
          ? []
          : [problem(program.id, `courses.${index}`, 'validation.unknownCourse')],
      ),
    ),
  ];
}
