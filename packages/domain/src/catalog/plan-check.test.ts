import { describe, expect, it } from 'vitest';
import type { PlanEntry, ProgramEntry } from './catalog-entry';
import { checkPlans } from './plan-check';

const program = (id: number, enrollmentCode: string) => ({ id, enrollmentCode }) as ProgramEntry;
const PROGRAMS = [program(6, 'NOC-HCAC'), program(8, 'PSC-CSP')];
const plan = (id: number, code: string): PlanEntry => ({
  id,
  program: code,
  name: 'Monthly plan',
  priceCents: 6_945,
  periodicity: 'MONT',
});

const problems = (plans: PlanEntry[]) =>
  checkPlans(plans, PROGRAMS).map((p) => `${p.id} ${p.field} ${p.code}`);

describe("checking payment plans against the catalog's programs", () => {
  it.each([
    ['one plan of each program', [plan(6, 'NOC-HCAC'), plan(8, 'PSC-CSP')], []],
    ['a program without a plan', [plan(6, 'NOC-HCAC')], []],
    ['a plan of no program', [plan(6, 'ZZZ-999')], ['6 program validation.unknownProgram']],
    [
      'two plans of one program',
      [plan(6, 'NOC-HCAC'), plan(101, 'NOC-HCAC')],
      ['6 program validation.duplicatePlan', '101 program validation.duplicatePlan'],
    ],
    [
      'an id used twice',
      [plan(6, 'NOC-HCAC'), plan(6, 'PSC-CSP')],
      ['6 id validation.duplicateId', '6 id validation.duplicateId'],
    ],
  ])('%s', (_, plans, expected) => {
    expect(problems(plans)).toEqual(expected);
  });
});
