import { randomBytes } from 'node:crypto';
import type {
  AccessCodeBatchCreate,
  AccessCodeBatchDetail,
} from '@portal/domain/staff/employer-codes';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { listEmployerDegreePrograms } from '../organization/list-employer-degree-programs';
import { employerOf, type EmployerContext } from './employer-context';
import { accessCodeQueries } from '../../ledger-records/access-code-queries';
import { expiryOf } from './employer-views';
import { batchDetail } from './list-access-code-batches';

// No 0/O, 1/I: a learner types the code from paper. 32 symbols, so a byte's low five bits pick
// one without bias; ten of them are 50 bits, beyond guessing at the sign-in throttle's pace.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 10;

const randomPart = () =>
  [...randomBytes(RANDOM_LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');

/**
 * POST /staff-api/employer/batches (docs/employers.md): `count` new access codes for one of the
 * employer's programs on its tenant, `<ENROLMENT CODE>-<10 random>` so that a learner redeems
 * them the normal way (the prefix is the program's, docs/product/validation.md "Prepaid token").
 * The batch keeps the program's price now, what each redeemed code is billed at. Audited with the
 * batch in the same transaction; the codes themselves are not in the log.
 */
export async function generateAccessCodes(
  options: EmployerContext & { body: AccessCodeBatchCreate },
): Promise<AccessCodeBatchDetail> {
  const { db, clock, member, body } = options;
  const employer = employerOf(member);
  const now = clock.now();
  const program = (await listEmployerDegreePrograms(db, employer.employerId)).find(
    (p) => p.id === body.degreeProgramId,
  );
  if (!program) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'degreeProgramId', code: 'validation.invalid' }],
    });
  }
  // The last day is today at the earliest (UTC): a code dead on arrival is a mistake.
  if (body.expiresOn !== undefined && body.expiresOn < now.toISOString().slice(0, 10)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'expiresOn', code: 'validation.invalid' }],
    });
  }
  const expiresAt = body.expiresOn === undefined ? null : expiryOf(body.expiresOn);
  const batchId = await db.transaction(async (tx) => {
    const batch = await accessCodeQueries.insertBatch(tx, {
      tenantId: employer.tenantId,
      employerId: employer.employerId,
      degreeProgramId: program.id,
      count: body.count,
      unitPriceCents: program.priceCents,
      expiresAt,
      createdBy: member.id,
      createdByEmail: member.email,
      createdAt: now,
    });
    let made = 0;
    // A code already taken (by any spelling) is skipped and another drawn in its place.
    while (made < body.count) {
      const inserted = await accessCodeQueries.insertCodes(
        tx,
        Array.from({ length: body.count - made }, () => ({
          tenantId: employer.tenantId,
          token: `${program.enrollmentCode}-${randomPart()}`,
          degreeProgramId: program.id,
          batchId: batch.id,
          expiresAt,
        })),
      );
      made += inserted.length;
    }
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'employer.batch_generated',
      subjectKind: 'access_code_batch',
      subjectId: batch.id,
      tenantId: employer.tenantId,
      after: {
        employerId: employer.employerId,
        program: program.enrollmentCode,
        count: body.count,
        unitPriceCents: program.priceCents,
        expiresOn: body.expiresOn ?? null,
      },
    });
    return batch.id;
  });
  return batchDetail(db, employer, batchId, now);
}
