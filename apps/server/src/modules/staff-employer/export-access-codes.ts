import { recordAudit } from '../../audit/record-audit';
import { found } from '../../http/app-error';
import { employerOf, type EmployerContext } from './employer-context';
import { accessCodeQueries } from '../../ledger-records/access-code-queries';
import { ACCESS_CODES_CSV_HEADER, accessCodeCsvLine } from './employer-views';

/**
 * GET /staff-api/employer/batches/{id}/codes.csv (docs/employers.md): the batch's codes to hand
 * out, one line each with its state. A batch is 500 codes at most, so it is answered whole. The
 * codes are what pays an enrolment: the export is audited in the transaction that reads it.
 */
export async function exportAccessCodes(
  options: EmployerContext & { batchId: string },
): Promise<string> {
  const { db, clock, member, batchId } = options;
  const employer = employerOf(member);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const codes = await accessCodeQueries.codes(tx, employer, { batchId });
    found(codes[0]);
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'employer.codes_exported',
      subjectKind: 'access_code_batch',
      subjectId: batchId,
      tenantId: employer.tenantId,
      after: { codes: codes.length },
    });
    return ACCESS_CODES_CSV_HEADER + codes.map((code) => accessCodeCsvLine(code, now)).join('');
  });
}
