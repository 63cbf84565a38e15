import {
  REGISTRAR_QUEUE_PAGE_SIZE,
  type AdmissionsQueuePage,
  type ExamRegistrationQueuePage,
  type PriorCreditQueuePage,
  type RegistrarQueue,
  type RegistrarQueueQuery,
  type RegistrarTenants,
  type TranscriptQueuePage,
  type TranscriptQueueQuery,
} from '@portal/domain/staff/registrar-queues';
import { recordAudit } from '../../audit/record-audit';
import type { Transaction } from '../../db/database';
import type { WaitingFilter } from '../../db/waiting-page';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findWaitingRegistrations } from '../challenge-exams/find-waiting-registrations';
import type { SignedInStaff } from '../staff-auth/require-staff';
import {
  findWaitingAdmissions,
  findWaitingPriorCredit,
  findWaitingTranscripts,
} from '../transcripts/find-waiting-requests';
import { findContacts, type Contact } from '../users/find-contacts';
import type { RegistrarContext } from './registrar-decision';
import { registrarTenantIds } from './registrar-scope';
import {
  admissionsQueueItemView,
  examRegistrationQueueItemView,
  priorCreditQueueItemView,
  transcriptQueueItemView,
} from './registrar-views';

const DAY_MS = 24 * 3600 * 1000;

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

/** What a queue states of itself: how its rows are found, whose they are and how they read. */
export interface QueueDefinition<Row, Item> {
  name: RegistrarQueue;
  find: (tx: Transaction, filter: WaitingFilter) => Promise<Row[]>;
  studentId: (row: Row) => string;
  view: (contacts: Map<string, Contact>, row: Row) => Item;
}

/**
 * Reads one page of a queue in one transaction and writes the read to the audit log (a queue
 * shows students' names and e-mail addresses, as a search does). One row more than the page says
 * whether another page follows. A member with no staff-review tenant in scope has an empty queue.
 */
export async function readQueue<Row, Item>(
  context: RegistrarContext,
  query: Pick<RegistrarQueueQuery, 'page' | 'sort' | 'dir'> &
    Partial<Pick<RegistrarQueueQuery, 'tenant' | 'minDays'>> & { step?: string },
  queue: QueueDefinition<Row, Item>,
  /** Whose queue it is: the registrar's, unless a partner school reads what was sent to it. */
  reader: { tenantIds?: readonly string[]; action: string; subjectKind: string } = {
    action: 'registrar.queue_viewed',
    subjectKind: 'registrar_queue',
  },
) {
  const { db, clock, member } = context;
  const { page } = query;
  const now = clock.now();
  const tenantIds = [
    ...(reader.tenantIds ?? registrarTenantIds(context.tenants, member.scope, query.tenant)),
  ];
  const waitedSince =
    query.minDays === undefined ? null : new Date(now.getTime() - query.minDays * DAY_MS);
  return db.transaction(async (tx) => {
    const rows =
      tenantIds.length === 0
        ? []
        : await queue.find(tx, {
            tenantIds,
            waitedSince,
            sort: { sort: query.sort, dir: query.dir },
            limit: REGISTRAR_QUEUE_PAGE_SIZE + 1,
            offset: (page - 1) * REGISTRAR_QUEUE_PAGE_SIZE,
          });
    const shown = rows.slice(0, REGISTRAR_QUEUE_PAGE_SIZE);
    const contacts = await findContacts(tx, shown.map(queue.studentId));
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: context.address,
      action: reader.action,
      subjectKind: reader.subjectKind,
      subjectId: queue.name,
      after: { ...query, results: shown.length },
    });
    return {
      items: shown.map((row) => queue.view(contacts, row)),
      page,
      pageSize: REGISTRAR_QUEUE_PAGE_SIZE,
      hasMore: rows.length > REGISTRAR_QUEUE_PAGE_SIZE,
    };
  });
}

/** GET /staff-api/registrar/transcripts: requests waiting at one step. */
export function listTranscriptQueue(
  options: RegistrarContext & { query: TranscriptQueueQuery },
): Promise<TranscriptQueuePage> {
  const { query, tenants } = options;
  return readQueue(options, query, {
    name: 'transcripts',
    find: (tx, filter) => findWaitingTranscripts(tx, { ...filter, step: query.step }),
    studentId: (row) => row.userId,
    view: (contacts, row) => transcriptQueueItemView(tenants, contacts, row),
  });
}

/** GET /staff-api/registrar/prior-credit: pending prior-credit requests. */
export function listPriorCreditQueue(
  options: RegistrarContext & { query: RegistrarQueueQuery },
): Promise<PriorCreditQueuePage> {
  const { tenants } = options;
  return readQueue(options, options.query, {
    name: 'prior-credit',
    find: findWaitingPriorCredit,
    studentId: (row) => row.request.userId,
    view: (contacts, row) => priorCreditQueueItemView(tenants, contacts, row),
  });
}

/** GET /staff-api/registrar/exam-registrations: pending challenge-exam registrations. */
export function listExamRegistrationQueue(
  options: RegistrarContext & { query: RegistrarQueueQuery },
): Promise<ExamRegistrationQueuePage> {
  const { tenants } = options;
  return readQueue(options, options.query, {
    name: 'exam-registrations',
    find: findWaitingRegistrations,
    studentId: (row) => row.registration.userId,
    view: (contacts, row) => examRegistrationQueueItemView(tenants, contacts, row),
  });
}

/** GET /staff-api/registrar/admissions: admissions reviews waiting for a decision. */
export function listAdmissionsQueue(
  options: RegistrarContext & { query: RegistrarQueueQuery },
): Promise<AdmissionsQueuePage> {
  const { tenants } = options;
  return readQueue(options, options.query, {
    name: 'admissions',
    find: findWaitingAdmissions,
    studentId: (row) => row.userId,
    view: (contacts, row) => admissionsQueueItemView(tenants, contacts, row),
  });
}
