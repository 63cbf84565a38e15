import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { orderQueries } from '../../ledger-records/order-queries';
import { prepaidTokenQueries } from '../../ledger-records/prepaid-token-queries';

/** The text before a token's last dash, e.g. 'NOC-HCAC' of 'NOC-HCAC-DEMO0001'. */
const prefixOf = (token: string) => token.slice(0, Math.max(token.lastIndexOf('-'), 0));

/**
 * The checks of docs/product/validation.md "Prepaid token", in order: the token exists in this tenant, its prefix is
 * the program's enrollment code, it was issued for that program, nobody used it, its sponsor has
 * not withdrawn it, and it has not expired (docs/employers.md). Used by the validation endpoints
 * and, inside the paying transaction, by the payment.
 */
export async function checkPrepaidToken(
  db: Executor,
  check: { tenantId: string; token: string; degreeProgramId: number; now: Date },
) {
  const row = await prepaidTokenQueries.prepaidToken(db, check.tenantId, check.token);
  if (!row) throw new AppError('INVALID_PREPAID_TOKEN');
  const program = await orderQueries.degreeProgram(db, check.degreeProgramId);
  if (!program || prefixOf(row.token) !== program.enrollmentCode) {
    throw new AppError('TOKEN_PREFIX_MISMATCH');
  }
  if (row.degreeProgramId !== program.id) throw new AppError('DEGREE_PROGRAM_MISMATCH');
  if (row.usedAt) throw new AppError('ACCESS_CODE_ALREADY_USED');
  if (row.revokedAt) throw new AppError('ACCESS_CODE_REVOKED');
  if (row.expiresAt && row.expiresAt <= check.now) throw new AppError('ACCESS_CODE_EXPIRED');
  return { token: row.token, degreeProgramId: program.id, degreeProgramName: program.name };
}
