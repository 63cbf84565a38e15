import type { Executor } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { courseworkQueries } from '../../coursework-records/coursework-queries';
import { priorCreditQueries, type PriorCreditRow } from './prior-credit-queries';
import { queueCourseworkNotice } from './transcript-notices';

interface Decision {
  tenants: TenantRegistry;
  id: number;
  at: Date;
  /** The registrar's words to the student; none from the sandbox reviewer. */
  message?: string | null;
}

/**
 * Grants a pending prior-credit request (docs/transcripts.md) in the caller's transaction: the
 * course becomes PRIOR_CREDIT (enrolled or not before), with its courseworkEntity event and the
 * student's mail. The one grant the sandbox reviewer and the registrar both make. Undefined when
 * the request was decided already: then nothing is written.
 */
export async function grantPriorCredit(
  tx: Executor,
  options: Decision,
): Promise<PriorCreditRow | undefined> {
  const { at } = options;
  const request = await priorCreditQueries.decide(tx, options.id, {
    status: 'GRANTED',
    at,
    message: options.message ?? null,
  });
  if (!request) return undefined;
  const [product] = await courseworkQueries.products(tx, [request.productId]);
  const owner = { tenantId: request.tenantId, userId: request.userId };
  await courseworkQueries.creditCourse(tx, {
    ...owner,
    productId: request.productId,
    requiredItems: product?.modules.length ?? 0,
  });
  await outboxQueries.write(tx, {
    ...owner,
    subject: 'courseworkEntity',
    payload: { productIds: [request.productId] },
    now: at,
  });
  await queueCourseworkNotice(tx, {
    tenants: options.tenants,
    ...owner,
    notice: {
      kind: 'prior-credit-granted',
      courseName: product?.name ?? '',
      message: options.message ?? null,
    },
    at,
  });
  return request;
}

/**
 * Denies a pending prior-credit request with the registrar's message (docs/staff-console.md):
 * the course stays as it was; the courseworkEntity event reloads the student's prior credit and
 * a mail carries the message. Undefined when the request was decided already.
 */
export async function denyPriorCredit(
  tx: Executor,
  options: Decision & { message: string },
): Promise<PriorCreditRow | undefined> {
  const { at } = options;
  const request = await priorCreditQueries.decide(tx, options.id, {
    status: 'DENIED',
    at,
    message: options.message,
  });
  if (!request) return undefined;
  const [product] = await courseworkQueries.products(tx, [request.productId]);
  const owner = { tenantId: request.tenantId, userId: request.userId };
  await outboxQueries.write(tx, {
    ...owner,
    subject: 'courseworkEntity',
    payload: { productIds: [request.productId] },
    now: at,
  });
  await queueCourseworkNotice(tx, {
    tenants: options.tenants,
    ...owner,
    notice: {
      kind: 'prior-credit-denied',
      courseName: product?.name ?? '',
      message: options.message,
    },
    at,
  });
  return request;
}
