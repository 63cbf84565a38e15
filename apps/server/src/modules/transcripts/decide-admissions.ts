import type { Executor } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { admissionsQueries, type AdmissionsRow } from './admissions-queries';
import { queueCourseworkNotice } from './transcript-notices';

/**
 * Admits or declines an admissions review asked for (docs/transcripts.md "Admissions review") in
 * the caller's transaction, with the registrar's message (required to decline): a
 * courseworkEntity event naming no course, which reloads the student's open checklist (it changes
 * no course), and the student's mail. Undefined when the review was decided already: then
 * nothing is written.
 */
export async function decideAdmissions(
  tx: Executor,
  options: {
    tenants: TenantRegistry;
    id: number;
    at: Date;
    decision:
      { status: 'ADMITTED'; message: string | null } | { status: 'DECLINED'; message: string };
  },
): Promise<AdmissionsRow | undefined> {
  const { at, decision } = options;
  const request = await admissionsQueries.decide(tx, options.id, { ...decision, at });
  if (!request) return undefined;
  const owner = { tenantId: request.tenantId, userId: request.userId };
  await outboxQueries.write(tx, {
    ...owner,
    subject: 'courseworkEntity',
    payload: { productIds: [] },
    now: at,
  });
  await queueCourseworkNotice(tx, {
    tenants: options.tenants,
    ...owner,
    notice:
      decision.status === 'ADMITTED'
        ? { kind: 'admissions-admitted', message: decision.message }
        : { kind: 'admissions-declined', message: decision.message },
    at,
  });
  return request;
}
