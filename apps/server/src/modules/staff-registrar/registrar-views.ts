import type {
  AdmissionsQueueItem,
  ExamRegistrationQueueItem,
  PriorCreditQueueItem,
  TranscriptQueueItem,
  TranscriptQueueStep,
} from '@portal/domain/staff/registrar-queues';
import type { PriorCreditSource } from '@portal/domain/coursework/prior-credit';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { Contact } from '../users/find-contacts';
import type { findWaitingRegistrations } from '../challenge-exams/find-waiting-registrations';
import type {
  findWaitingAdmissions,
  findWaitingPriorCredit,
  findWaitingTranscripts,
} from '../transcripts/find-waiting-requests';

type TranscriptRow = Awaited<ReturnType<typeof findWaitingTranscripts>>[number];
type PriorCreditRow = Awaited<ReturnType<typeof findWaitingPriorCredit>>[number];
type AdmissionsRow = Awaited<ReturnType<typeof findWaitingAdmissions>>[number];
type RegistrationRow = Awaited<ReturnType<typeof findWaitingRegistrations>>[number];

/** What every queue row says: the tenant, the student and since when it waits. */
function queueItem(
  tenants: TenantRegistry,
  contacts: Map<string, Contact>,
  row: { tenantId: string; userId: string },
  waitingSince: Date,
) {
  const contact = contacts.get(row.userId);
  return {
    tenantId: row.tenantId,
    tenantName: tenants.get(row.tenantId)?.config.name ?? row.tenantId,
    student: {
      id: row.userId,
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      email: contact?.email ?? '',
    },
    waitingSince: waitingSince.toISOString(),
  };
}

/** Since when a request waits at its step: when it reached it. */
function reachedAt(row: TranscriptRow): Date {
  if (row.status === 'SENT' && row.sentAt) return row.sentAt;
  if (row.status === 'RECEIVED' && row.receivedAt) return row.receivedAt;
  return row.requestedAt;
}

export function transcriptQueueItemView(
  tenants: TenantRegistry,
  contacts: Map<string, Contact>,
  row: TranscriptRow,
): TranscriptQueueItem {
  return {
    id: row.id,
    ...queueItem(tenants, contacts, row, reachedAt(row)),
    status: row.status as TranscriptQueueStep,
    recipientName: row.recipientName,
    courses: row.courses.map((c) => ({ courseName: c.courseName, courseCode: c.courseCode })),
  };
}

export function priorCreditQueueItemView(
  tenants: TenantRegistry,
  contacts: Map<string, Contact>,
  { request, product }: PriorCreditRow,
): PriorCreditQueueItem {
  return {
    id: request.id,
    ...queueItem(tenants, contacts, request, request.requestedAt),
    courseName: product.name,
    courseCode: product.code,
    source: request.source as PriorCreditSource,
    reference: request.reference,
  };
}

export function examRegistrationQueueItemView(
  tenants: TenantRegistry,
  contacts: Map<string, Contact>,
  { registration, examName }: RegistrationRow,
): ExamRegistrationQueueItem {
  return {
    orderId: registration.orderId,
    ...queueItem(tenants, contacts, registration, registration.createdAt),
    examName,
  };
}

export function admissionsQueueItemView(
  tenants: TenantRegistry,
  contacts: Map<string, Contact>,
  row: AdmissionsRow,
): AdmissionsQueueItem {
  return {
    id: row.id,
    ...queueItem(tenants, contacts, row, row.requestedAt),
    courses: row.courses.map((c) => ({ courseName: c.courseName, courseCode: c.courseCode })),
  };
}
