import type { AccessCode, AccessCodeBatchDetail } from '@portal/domain/staff/employer-codes';
import { recordAudit } from '../../audit/record-audit';
import { AppError, found } from '../../http/app-error';
import { employerOf, type EmployerContext } from './employer-context';
import { accessCodeQueries } from '../../ledger-records/access-code-queries';
import { accessCodeView } from './employer-views';
import { batchDetail } from './list-access-code-batches';

/**
 * POST /staff-api/employer/batches/{id}/revocation (docs/employers.md): withdraws the batch and
 * every code of it nobody redeemed; a redeemed code stays redeemed (and billed). Withdrawing a
 * batch already withdrawn answers it as it is. Audited with the number of codes withdrawn and
 * the reason.
 */
export async function revokeAccessCodeBatch(
  options: EmployerContext & { batchId: string; reason: string },
): Promise<AccessCodeBatchDetail> {
  const { db, clock, member, batchId } = options;
  const employer = employerOf(member);
  const now = clock.now();
  await db.transaction(async (tx) => {
    // Not the employer's: not found, before anything moves.
    found((await accessCodeQueries.codes(tx, employer, { batchId }))[0]);
    if (!(await accessCodeQueries.revokeBatch(tx, employer, batchId, now))) return;
    const revoked = await accessCodeQueries.revokeCodes(tx, employer, { batchId }, now);
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'employer.batch_revoked',
      subjectKind: 'access_code_batch',
      subjectId: batchId,
      tenantId: employer.tenantId,
      after: { revokedCodes: revoked.length },
      reason: options.reason,
    });
  });
  return batchDetail(db, employer, batchId, now);
}

/**
 * POST /staff-api/employer/codes/{code}/revocation: withdraws one code of the employer's that
 * nobody redeemed (ACCESS_CODE_ALREADY_USED when someone did); another employer's code, or
 * none, is NOT_FOUND. A code already withdrawn answers as it is. Audited with the reason.
 */
export async function revokeAccessCode(
  options: EmployerContext & { code: string; reason: string },
): Promise<AccessCode> {
  const { db, clock, member } = options;
  const employer = employerOf(member);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const code = found((await accessCodeQueries.codes(tx, employer, { token: options.code }))[0]);
    if (code.usedAt) throw new AppError('ACCESS_CODE_ALREADY_USED');
    const [revoked] = await accessCodeQueries.revokeCodes(
      tx,
      employer,
      { batchId: code.batchId, tokens: [code.token] },
      now,
    );
    if (revoked) {
      await recordAudit(tx, {
        at: now,
        actorStaffId: member.id,
        actorEmail: member.email,
        address: options.address,
        action: 'employer.code_revoked',
        subjectKind: 'access_code',
        subjectId: code.token,
        tenantId: employer.tenantId,
        after: { batchId: code.batchId },
        reason: options.reason,
      });
    }
    const [after] = await accessCodeQueries.codes(tx, employer, { token: code.token });
    return accessCodeView(after!, now);
  });
}
