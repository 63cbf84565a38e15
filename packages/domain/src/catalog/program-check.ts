import type { ValidationMessageId } from '../i18n/en';
import type { CourseEntry, ProgramEntry } from './catalog-entry';
import { shared } from './shared-entries';

// The rules a program entry cannot check alone (docs/catalog-editing.md "Programs"): ids and
// enrolment codes used once, every course of its list a course of the catalog, and no program
// losing the enrolment code a tenant's site offers it by.

/** One broken rule of a program: its id and field (a dotted path, as the error body names fields). */
export interface ProgramProblem {
  kind: 'program';
  id: number;
  field: string;
  code: ValidationMessageId;
}

const problem = (id: number, field: string, code: ValidationMessageId): ProgramProblem => ({
  kind: 'program',
  id,
  field,
  code,
});

/**
 * Every rule the programs break against the catalog's courses. A program names its courses by
 * code, so a course renamed while a program lists it leaves the program naming no course: the
 * refusal names the program, as a renamed prerequisite names the course that needs it.
 */
export function checkPrograms(
  programs: readonly ProgramEntry[],
  courses: readonly CourseEntry[],
): ProgramProblem[] {
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

/**
 * The live programs a tenant's site offers (its `programs` list names their enrolment codes) that
 * the proposed catalog no longer has by that code: a tenant's list must name programs that exist,
 * so the code stays until the tenant's list lets it go. There is no deleting a program, so a
 * changed code is the only way to lose one.
 */
export function offeredProgramProblems(
  live: readonly ProgramEntry[],
  proposed: readonly ProgramEntry[],
  offered: readonly string[],
): ProgramProblem[] {
  const wanted = new Set(offered);
  const kept = new Set(proposed.map((p) => p.enrollmentCode));
  return live
    .filter((p) => wanted.has(p.enrollmentCode) && !kept.has(p.enrollmentCode))
    .map((p) => problem(p.id, 'enrollmentCode', 'validation.offeredProgram'));
}

/** The programs awarded by a school the organisation data does not have. */
export function schoolProblems(
  programs: readonly ProgramEntry[],
  schoolIds: readonly number[],
): ProgramProblem[] {
  return programs
    .filter((p) => !schoolIds.includes(p.schoolId))
    .map((p) => problem(p.id, 'schoolId', 'validation.unknownSchool'));
}
