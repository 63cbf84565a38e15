// The demo prepaid tokens of docs/enrollment-api.md, for the prepaid tenants.
import { PROGRAMS } from './catalog-data';

/** Demo prepaid tokens per program: `<ENROLLMENT_CODE>-DEMO0001` ... `-DEMO0100`. */
export const DEMO_TOKENS_PER_PROGRAM = 100;

/** A token with program 6's prefix issued for program 7, to show DEGREE_PROGRAM_MISMATCH. */
const MOVED_TOKENS = Array.from({ length: 5 }, (_, i) => ({
  token: `NOC-HCAC-MOVED0${i + 1}`,
  degreeProgramId: 7,
}));

export function demoPrepaidTokens(tenantId: string) {
  const numbered = PROGRAMS.flatMap((program) =>
    Array.from({ length: DEMO_TOKENS_PER_PROGRAM }, (_, i) => ({
      token: `${program.enrollmentCode}-DEMO${String(i + 1).padStart(4, '0')}`,
      degreeProgramId: program.id,
    })),
  );
  return [...numbered, ...MOVED_TOKENS].map((row) => ({ ...row, tenantId }));
}
