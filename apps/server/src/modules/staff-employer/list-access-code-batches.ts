import type {
  AccessCodeBatchDetail,
  AccessCodeBatchesPage,
} from '@portal/domain/staff/employer-codes';
import { ACCESS_CODE_BATCHES_PAGE_SIZE } from '@portal/domain/staff/employer-codes';
import { recordAudit } from '../../audit/record-audit';
import type { Executor } from '../../db/database';
import { found } from '../../http/app-error';
import type { EmployerScope } from '../../ledger-records/access-code-queries';
import { employerOf, type EmployerContext } from './employer-context';
import { accessCodeQueries } from '../../ledger-records/access-code-queries';
import { accessCodeBatchView, accessCodeView } from './employer-views';

/** One batch of the employer's with each code; NOT_FOUND for any other, alike. */
export async function batchDetail(
  db: Executor,
  employer: EmployerScope,
  batchId: string,
  now: Date,
): Promise<AccessCodeBatchDetail> {
  const [row] = await accessCodeQueries.batches(
    db,
    employer,
    { limit: 1, offset: 0, batchId },
    now,
  );
  const batch = found(row);
  const codes = await accessCodeQueries.codes(db, employer, { batchId });
  return {
    ...accessCodeBatchView(batch),
    codes: codes.map((code) => accessCodeView(code, now)),
  };
}

/**
 * GET /staff-api/employer/batches/{id} (docs/employers.md): the batch and each code, who redeemed
 * it and when. It names learners, so the read is audited in its transaction.
 */
export async function findAccessCodeBatch(
  options: EmployerContext & { batchId: string },
): Promise<AccessCodeBatchDetail> {
  const { db, clock, member, batchId } = options;
  const employer = employerOf(member);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const detail = await batchDetail(tx, employer, batchId, now);
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'employer.batch_viewed',
      subjectKind: 'access_code_batch',
      subjectId: batchId,
      tenantId: employer.tenantId,
    });
    return detail;
  });
}

/**
 * GET /staff-api/employer/batches?page=: the employer's batches, newest first, their codes
 * counted by state. Audited, as every call of the employer's is.
 */
export async function listAccessCodeBatches(
  options: EmployerContext & { page: number },
): Promise<AccessCodeBatchesPage> {
  const { db, clock, member, page } = options;
  const employer = employerOf(member);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const rows = await accessCodeQueries.batches(
      tx,
      employer,
      {
        limit: ACCESS_CODE_BATCHES_PAGE_SIZE + 1,
        offset: (page - 1) * ACCESS_CODE_BATCHES_PAGE_SIZE,
      },
      now,
    );
    const batches = rows.slice(0, ACCESS_CODE_BATCHES_PAGE_SIZE).map(accessCodeBatchView);
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'employer.batches_listed',
      subjectKind: 'access_code_batches',
      subjectId: 'list',
      tenantId: employer.tenantId,
      after: { page, results: batches.length },
    });
    return { batches, page, hasMore: rows.length > ACCESS_CODE_BATCHES_PAGE_SIZE };
  });
}
