import type { CourseStatus } from '@portal/domain/coursework/course-status';
import {
  PRIOR_CREDIT_DEMO_REFERENCE,
  type PriorCreditAvailability,
  type PriorCreditBody,
  type PriorCreditSource,
  type PriorCreditStatus,
} from '@portal/domain/coursework/prior-credit';
import { SPECIAL_COURSE_CODES } from '@portal/domain/coursework/special-course-code';
import type { Database, Executor } from '../../db/database';
import { queryAll } from '../../db/query-all';
import { AppError, type CourseError } from '../../http/app-error';
import { requirePermission } from '../../permissions/require-permission';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { findEnrollmentOrder } from '../orders/find-enrollment-order';
import { courseworkQueries, type CourseRow } from '../../coursework-records/coursework-queries';
import { priorCreditQueries } from './prior-credit-queries';

interface Owner {
  tenantId: string;
  userId: string;
}

/**
 * Whether credit from elsewhere may replace the course (docs/transcripts.md "Prior credit"): a
 * course of the program, not one of the portal's own special courses (orientation, academic
 * success, prior learning assessment), and either not enrolled in or enrolled but not started.
 */
function creditable(productCode: string, enrolment: CourseRow['enrollment'] | undefined): boolean {
  if ((SPECIAL_COURSE_CODES as readonly string[]).includes(productCode)) return false;
  if (!enrolment) return true;
  const status = enrolment.enrollmentStatus as CourseStatus;
  const notStarted =
    !enrolment.completed && enrolment.completedItemsCount === 0 && !enrolment.lastActiveAt;
  return (status === 'NEW' || status === 'ENABLED') && notStarted;
}

async function availability(db: Executor, owner: Owner) {
  const order = await findEnrollmentOrder(db, owner);
  const [inProgram, owned, requests] = await queryAll(db, [
    () => courseworkQueries.programProductIds(db, order?.degreeProgramId ?? 0),
    () => courseworkQueries.listForUser(db, owner.tenantId, owner.userId),
    () => priorCreditQueries.listForUser(db, owner.tenantId, owner.userId),
  ]);
  const programProducts = await courseworkQueries.products(db, [...inProgram]);
  const requested = new Set(requests.map((r) => r.request.productId));
  const available = programProducts.filter(
    (p) =>
      !requested.has(p.id) &&
      creditable(p.code, owned.find((o) => o.product.id === p.id)?.enrollment),
  );
  return { available, requests, requested, programProducts };
}

function availabilityView(
  found: Awaited<ReturnType<typeof availability>>,
): PriorCreditAvailability {
  return {
    available: found.available.map((p) => ({
      productId: p.id,
      courseName: p.name,
      courseCode: p.code,
    })),
    requests: found.requests.map(({ request, product }) => ({
      id: request.id,
      productId: product.id,
      courseName: product.name,
      courseCode: product.code,
      source: request.source as PriorCreditSource,
      reference: request.reference,
      status: request.status as PriorCreditStatus,
      requestedAt: request.requestedAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
      message: request.decisionMessage,
      expectedAt: request.status === 'PENDING' ? (request.reviewAt?.toISOString() ?? null) : null,
    })),
  };
}

/** GET /coursework-api/prior-credit/availability (docs/transcripts.md). */
export async function getPriorCreditAvailability(
  options: Owner & { db: Executor },
): Promise<PriorCreditAvailability> {
  return availabilityView(await availability(options.db, options));
}

/**
 * POST /coursework-api/prior-credit (docs/transcripts.md): asks for credit on courses of the program, with
 * the evidence named. A course already asked for is left as it is (a double submit asks once);
 * a course not available refuses the request, each with its per-course error (docs/product/error-catalogue.md). The
 * sandbox reviewer answers at `stepMs`, or at once for the documented demo reference.
 */
export async function requestPriorCredit(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  body: PriorCreditBody;
  stepMs: number;
  now: () => Date;
}): Promise<PriorCreditAvailability> {
  const { db, tenant, userId, body } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, 'CAN_ACCESS_DASHBOARD');
  await db.transaction(async (tx) => {
    // The lock of course changes: a request and an enrolment at once are decided in turn.
    await courseworkQueries.lockUser(tx, tenant.id, userId);
    const found = await availability(tx, owner);
    const wanted = [...new Set(body.productIds)].filter((id) => !found.requested.has(id));
    const names = await courseworkQueries.products(tx, wanted);
    const errors = wanted.flatMap((id): CourseError[] =>
      found.available.some((p) => p.id === id)
        ? []
        : [
            {
              code: 'PRIOR_CREDIT_NOT_AVAILABLE',
              courseName: names.find((p) => p.id === id)?.name ?? `#${id}`,
            },
          ],
    );
    if (errors.length > 0) throw new AppError(errors[0]!.code, { courses: errors });
    if (wanted.length === 0) return;
    const at = options.now();
    const demo = body.reference.toUpperCase().startsWith(PRIOR_CREDIT_DEMO_REFERENCE);
    await priorCreditQueries.insertMany(
      tx,
      wanted.map((productId) => ({
        ...owner,
        productId,
        source: body.source,
        reference: body.reference,
        status: 'PENDING',
        requestedAt: at,
        reviewAt: demo ? at : new Date(at.getTime() + options.stepMs),
      })),
    );
  });
  return getPriorCreditAvailability({ db, ...owner });
}
