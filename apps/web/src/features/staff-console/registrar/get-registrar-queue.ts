import type {
  AdmissionsQueuePage,
  ExamRegistrationQueuePage,
  PriorCreditQueuePage,
  RegistrarQueue,
  TranscriptQueuePage,
} from '@portal/domain/staff/registrar-queues';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** What each queue's page holds. */
export interface RegistrarQueuePages {
  transcripts: TranscriptQueuePage;
  'prior-credit': PriorCreditQueuePage;
  'exam-registrations': ExamRegistrationQueuePage;
  admissions: AdmissionsQueuePage;
}

/**
 * GET /staff-api/registrar/{transcripts|prior-credit|exam-registrations|admissions}: one page of
 * a queue. The filters and the order go as the address has them, so the server's rules judge
 * them.
 */
export function useRegistrarQueue<Q extends RegistrarQueue>(
  queue: Q,
  query: URLSearchParams,
  /** Where the queue is read: the registrar's, unless another reader's (a partner school's). */
  api = `/staff-api/registrar/${queue}`,
) {
  const search = query.toString();
  return useStaffQuery<RegistrarQueuePages[Q]>({
    queryKey: staffKeys.registrarQueue(api, search),
    path: `${api}${search ? `?${search}` : ''}`,
    // The table stays while the next page loads, so the reader's place stays too.
    keepPrevious: true,
  });
}
