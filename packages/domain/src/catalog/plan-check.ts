import type { ValidationMessageId } from '../i18n/en';
import type { PlanEntry, ProgramEntry } from './catalog-entry';
import { shared } from './shared-entries';

// The rules a payment-plan entry cannot check alone (docs/catalog-editing.md "Payment plans"): ids
// used once, its program a program of the catalog, and one plan per program, since an order is
// priced by its program's plan (the database keeps one too). A program whose enrolment code changes
// while a plan names it leaves the plan naming no program: the refusal names the plan.

/** One broken rule of a plan: its id and field. */
export interface PlanProblem {
  kind: 'plan';
  id: number;
  field: string;
  code: ValidationMessageId;
}

const problem = (id: number, field: string, code: ValidationMessageId): PlanProblem => ({
  kind: 'plan',
  id,
  field,
  code,
});

/** Every rule the plans break against the catalog's programs. */
export function checkPlans(
  plans: readonly PlanEntry[],
  programs: readonly ProgramEntry[],
): PlanProblem[] {
  const codes = new Set(programs.map((p) => p.enrollmentCode));
  return [
    ...shared(plans, (p) => p.id).map((p) => problem(p.id, 'id', 'validation.duplicateId')),
    ...shared(plans, (p) => p.program).map((p) =>
      problem(p.id, 'program', 'validation.duplicatePlan'),
    ),
    ...plans
      .filter((p) => !codes.has(p.program))
      .map((p) => problem(p.id, 'program', 'validation.unknownProgram')),
  ];
}
