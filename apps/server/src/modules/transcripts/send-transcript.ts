import type { CourseStatus } from '@portal/domain/coursework/course-status';
import {
  transcriptRefusal,
  type TranscriptRequest,
  type TranscriptRequestBody,
} from '@portal/domain/coursework/transcript-request';
import type { Database, Executor } from '../../db/database';
import { AppError, type CourseError } from '../../http/app-error';
import { outboxQueries } from '../../live/outbox-queries';
import { requirePermission } from '../../permissions/require-permission';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import {
  findInstitutionName,
  findTranscriptPartner,
} from '../organization/find-transcript-partner';
import { courseworkQueries } from '../../coursework-records/coursework-queries';
import { transcriptQueries } from './transcript-queries';
import { queueCourseworkNotice } from './transcript-notices';
import { transcriptView } from './transcript-views';

/**
 * Who receives the transcript, by name, as the destination the student chose is today; and the
 * institution, when it is their target institution (its partner school reads it).
 */
async function recipientOf(
  db: Executor,
  owner: { tenantId: string; userId: string },
  body: TranscriptRequestBody,
): Promise<{ name: string; institutionId: number | null }> {
  if (body.destination === 'ADDRESS') return { name: body.recipientName, institutionId: null };
  const chosen = await courseworkQueries.transcriptDestinations(db, owner.tenantId, owner.userId);
  const institutionId =
    body.destination === 'TARGET_INSTITUTION' ? (chosen?.targetInstitutionId ?? null) : null;
  const name =
    body.destination === 'TARGET_INSTITUTION'
      ? institutionId && (await findInstitutionName(db, institutionId))
      : chosen?.transcriptPartnerId &&
        (await findTranscriptPartner(db, chosen.transcriptPartnerId))?.name;
  // The page offers only the destinations the student has; another is a stale or forged request.
  if (!name) throw new AppError('BAD_REQUEST');
  return { name, institutionId };
}

/**
 * POST /coursework-api/transcripts (docs/transcripts.md): the student asks for a transcript of completed
 * courses to be sent to their target institution, their transcript partner or another school by
 * post. Each course must be theirs (another's is not found) and eligible (docs/product/error-catalogue.md per-course
 * errors). The request, its live event and the confirmation mail commit together; the same
 * idempotency key answers the same request, so a double click sends once.
 */
export async function sendTranscript(options: {
  db: Database;
  tenant: RequestTenant;
  tenants: TenantRegistry;
  userId: string;
  body: TranscriptRequestBody;
  idempotencyKey: string;
  /** How long the transcript exchange takes for each move. */
  stepMs: number;
  now: () => Date;
}): Promise<TranscriptRequest> {
  const { db, tenant, userId, body, idempotencyKey } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, 'CAN_ACCESS_DASHBOARD');
  const earlier = await transcriptQueries.byKey(db, tenant.id, userId, idempotencyKey);
  if (earlier) return transcriptView(earlier);
  const recipient = await recipientOf(db, owner, body);

  return db.transaction(async (tx) => {
    const owned = await courseworkQueries.listForUser(tx, tenant.id, userId);
    const chosen = [...new Set(body.courseIds)].map((id) => {
      const row = owned.find((r) => r.enrollment.id === id);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    });
    const errors = chosen.flatMap(({ enrollment, product }): CourseError[] => {
      const refusal = transcriptRefusal({
        enrollmentStatus: enrollment.enrollmentStatus as CourseStatus,
        completed: enrollment.completed,
      });
      return refusal ? [{ code: refusal, courseName: product.name }] : [];
    });
    if (errors.length > 0) throw new AppError(errors[0]!.code, { courses: errors });

    const at = options.now();
    const created = await transcriptQueries.insert(tx, {
      tenantId: tenant.id,
      userId,
      idempotencyKey,
      destination: body.destination,
      recipientName: recipient.name,
      institutionId: recipient.institutionId,
      address: body.destination === 'ADDRESS' ? body.address : null,
      courses: chosen.map(({ enrollment, product }) => ({
        courseId: enrollment.id,
        productId: product.id,
        courseName: product.name,
        courseCode: product.code,
      })),
      status: 'REQUESTED',
      requestedAt: at,
      // A registrar moves a staff-review tenant's requests when they do: no move is expected.
      nextMoveAt:
        tenant.config.registrarDecisions === 'staff'
          ? null
          : new Date(at.getTime() + options.stepMs),
    });
    // The same key sent twice at once: the other request inserted it, and this one answers it.
    if (!created) {
      return transcriptView(
        (await transcriptQueries.byKey(tx, tenant.id, userId, idempotencyKey))!,
      );
    }
    await outboxQueries.write(tx, {
      ...owner,
      subject: 'transcriptEntity',
      payload: { event: 'TRANSCRIPT_HISTORY_UPDATED' },
      now: at,
    });
    await queueCourseworkNotice(tx, {
      tenants: options.tenants,
      ...owner,
      notice: {
        kind: 'transcript',
        status: 'REQUESTED',
        recipientName: recipient.name,
        courseNames: created.courses.map((c) => c.courseName),
      },
      at,
    });
    return transcriptView(created);
  });
}
