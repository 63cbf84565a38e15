import {
  REGISTRAR_QUEUE_PAGE_SIZE,
  type ExamRegistrationQueuePage,
  type PriorCreditQueuePage,
  type RegistrarQueue,
  type RegistrarQueueQuery,
  type RegistrarTenants,
  type TranscriptQueuePage,
  type TranscriptQueueQuery,
} from '@portal/domain/staff/registrar-queues';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findWaitingRegistrations } from '../challenge-exams/find-waiting-registrations';
import type { SignedInStaff } from '../staff-auth/require-staff';
import {
  findWaitingPriorCredit,
  findWaitingTranscripts,
} from '../transcripts/find-waiting-requests';
import { findContacts, type Contact } from '../users/find-contacts';
import { registrarTenantIds } from './registrar-scope';
import {
  examRegistrationQueueItemView,
  priorCreditQueueItemView,
  transcriptQueueItemView,
} from './registrar-views';

const DAY_MS = 24 * 3600 * 1000;

interface QueueContext {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
  address: string;
}

/** GET /staff-api/registrar/tenants: the tenants whose queues the member works. */
export function listRegistrarTenants(options: {
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
}): RegistrarTenants {
  return {
    tenants: registrarTenantIds(options.tenants, options.member.scope).map((id) => ({
      id,
      name: options.tenants.get(id)?.config.name ?? id,
    })),
  };
}

/**
 * Reads one page of a queue in one transaction and writes the read to the audit log (a queue
 * shows students' names and e-mail addresses, as a search does). One row more than the page says
 * whether another page follows.
 */
async function readQueue<Row extends { tenantId: string; userId: string }, Item>(
  context: QueueContext,
  queue: RegistrarQueue,
  query: RegistrarQueueQuery & { step?: string },
  find: (
    tx: Transaction,
    filter: { tenantIds: string[]; waitedSince: Date | null; limit: number; offset: number },
  ) => Promise<Row[]>,
  view: (contacts: Map<string, Contact>, row: Row) => Item,
) {
  const { db, clock, member, page } = { ...context, page: query.page };
  const now = clock.now();
  const tenantIds = registrarTenantIds(context.tenants, member.scope, query.tenant);
  const waitedSince =
    query.minDays === undefined ? null : new Date(now.getTime() - query.minDays * DAY_MS);
  return db.transaction(async (tx) => {
    const rows = await find(tx, {
      tenantIds,
      waitedSince,
      limit: REGISTRAR_QUEUE_PAGE_SIZE + 1,
      offset: (page - 1) * REGISTRAR_QUEUE_PAGE_SIZE,
    });
    const shown = rows.slice(0, REGISTRAR_QUEUE_PAGE_SIZE);
    const contacts = await findContacts(
      tx,
      shown.map((row) => row.userId),
    );
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: context.address,
      action: 'registrar.queue_viewed',
      subjectKind: 'registrar_queue',
      subjectId: queue,
      after: { ...query, results: shown.length },
    });
    return {
      items: shown.map((row) => view(contacts, row)),
      page,
      pageSize: REGISTRAR_QUEUE_PAGE_SIZE,
      hasMore: rows.length > REGISTRAR_QUEUE_PAGE_SIZE,
    };
  });
}

/** GET /staff-api/registrar/transcripts: requests waiting at one step. */
export function listTranscriptQueue(
  options: QueueContext & { query: TranscriptQueueQuery },
): Promise<TranscriptQueuePage> {
  const { query, tenants } = options;
  return readQueue(
    options,
    'transcripts',
    query,
    (tx, filter) => findWaitingTranscripts(tx, { ...filter, step: query.step }),
    (contacts, row) => transcriptQueueItemView(tenants, contacts, row),
  );
}

/** GET /staff-api/registrar/prior-credit: pending prior-credit requests. */
export function listPriorCreditQueue(
  options: QueueContext & { query: RegistrarQueueQuery },
): Promise<PriorCreditQueuePage> {
  const { tenants } = options;
  return readQueue(
    options,
    'prior-credit',
    options.query,
    (tx, filter) =>
      findWaitingPriorCredit(tx, filter).then((rows) =>
        rows.map((row) => ({ ...row, tenantId: row.request.tenantId, userId: row.request.userId })),
      ),
    (contacts, row) => priorCreditQueueItemView(tenants, contacts, row),
  );
}

/** GET /staff-api/registrar/exam-registrations: pending challenge-exam registrations. */
export function listExamRegistrationQueue(
  options: QueueContext & { query: RegistrarQueueQuery },
): Promise<ExamRegistrationQueuePage> {
  const { tenants } = options;
  return readQueue(
    options,
    'exam-registrations',
    options.query,
    (tx, filter) =>
      findWaitingRegistrations(tx, filter).then((rows) =>
        rows.map((row) => ({
          ...row,
          tenantId: row.registration.tenantId,
          userId: row.registration.userId,
        })),
      ),
    (contacts, row) => examRegistrationQueueItemView(tenants, contacts, row),
  );
}
