import { describe, expect, it } from 'vitest';
import type { CourseEntry, ProgramEntry } from './catalog-entry';
import { checkPrograms, offeredProgramProblems } from './program-check';

const course = (id: number, code: string) => ({ id, code }) as CourseEntry;
const COURSES = [course(5001, 'CSC110'), course(5002, 'CSC120')];

const program = (id: number, enrollmentCode: string, courses: string[]): ProgramEntry => ({
  id,
  name: `Program ${id}`,
  enrollmentCode,
  schoolId: 4,
  description: 'A program.',
  priceCents: 34_900,
  courses,
});

const problems = (programs: ProgramEntry[]) =>
  checkPrograms(programs, COURSES).map((p) => `${p.id} ${p.field} ${p.code}`);

describe("checking programs against the catalog's courses", () => {
  it('takes programs whose courses all exist', () => {
    expect(problems([program(8, 'PSC-CSP', ['CSC110', 'CSC120'])])).toEqual([]);
  });

  it('names the place of a course that does not exist', () => {
    expect(problems([program(8, 'PSC-CSP', ['CSC110', 'CSC999'])])).toEqual([
      '8 courses.1 validation.unknownCourse',
    ]);
  });

  it('refuses an enrolment code or an id used twice, on both programs', () => {
    expect(
      problems([program(8, 'PSC-CSP', ['CSC110']), program(9, 'PSC-CSP', ['CSC110'])]),
    ).toEqual([
      '8 enrollmentCode validation.duplicateEnrollmentCode',
      '9 enrollmentCode validation.duplicateEnrollmentCode',
    ]);
    expect(problems([program(8, 'PSC-CSP', ['CSC110']), program(8, 'PSC-X', ['CSC110'])])).toEqual([
      '8 id validation.duplicateId',
      '8 id validation.duplicateId',
    ]);
  });
});

describe("the programs a tenant's site offers", () => {
  const live = [program(8, 'PSC-CSP', ['CSC110'])];
  const offered = (proposed: ProgramEntry[], codes: string[]) =>
    offeredProgramProblems(live, proposed, codes).map((p) => `${p.id} ${p.field} ${p.code}`);

  it.each([
    ['keeps its code', [program(8, 'PSC-CSP', ['CSC120'])], ['PSC-CSP'], []],
    [
      'loses the code a tenant lists',
      [program(8, 'PSC-CS', ['CSC110'])],
      ['PSC-CSP'],
      ['8 enrollmentCode validation.offeredProgram'],
    ],
    ['loses a code no tenant lists', [program(8, 'PSC-CS', ['CSC110'])], ['FHSU-BGS'], []],
  ])('a program that %s', (_, proposed, codes, expected) => {
    expect(offered(proposed, codes)).toEqual(expected);
  });
});
