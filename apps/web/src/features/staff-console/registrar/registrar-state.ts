import {
  REGISTRAR_QUEUES,
  TRANSCRIPT_QUEUE_STEPS,
  type RegistrarQueue,
  type TranscriptQueueStep,
} from '@portal/domain/staff/registrar-queues';

/** What the address holds on /staff/registrar: the queue, its filters, its order and the page. */
export interface RegistrarState {
  queue: RegistrarQueue;
  step: TranscriptQueueStep;
  tenant: string;
  minDays: string;
  /** The order as the address has it (empty: the queue's default), judged by the server. */
  sort: string;
  dir: string;
  page: string;
}

/** Reads the address; an unknown queue or step is the first one. */
export function registrarState(params: URLSearchParams): RegistrarState {
  const queue = params.get('queue') ?? '';
  const step = params.get('step') ?? '';
  return {
    queue: (REGISTRAR_QUEUES as readonly string[]).includes(queue)
      ? (queue as RegistrarQueue)
      : 'transcripts',
    step: (TRANSCRIPT_QUEUE_STEPS as readonly string[]).includes(step)
      ? (step as TranscriptQueueStep)
      : 'REQUESTED',
    tenant: params.get('tenant') ?? '',
    minDays: params.get('minDays') ?? '',
    sort: params.get('sort') ?? '',
    dir: params.get('dir') ?? '',
    page: params.get('page') ?? '1',
  };
}

/** The address of a state, defaults left out, so the plain page is `/staff/registrar`. */
export function registrarAddress(state: RegistrarState): Record<string, string | undefined> {
  return {
    queue: state.queue === 'transcripts' ? undefined : state.queue,
    step: state.queue === 'transcripts' && state.step !== 'REQUESTED' ? state.step : undefined,
    tenant: state.tenant || undefined,
    minDays: state.minDays || undefined,
    sort: state.sort || undefined,
    dir: state.dir || undefined,
    page: state.page === '1' ? undefined : state.page,
  };
}

/** The query the server is asked with: the filters as the address has them. */
export function registrarQuery(state: RegistrarState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.queue === 'transcripts') query.set('step', state.step);
  if (state.tenant) query.set('tenant', state.tenant);
  if (state.minDays) query.set('minDays', state.minDays);
  if (state.sort) query.set('sort', state.sort);
  if (state.dir) query.set('dir', state.dir);
  if (state.page !== '1') query.set('page', state.page);
  return query;
}

/** How long an item has waited, in whole days, else whole hours (under an hour: 0 hours). */
export function waited(since: string, now: number): { unit: 'days' | 'hours'; count: number } {
  const hours = Math.max(0, Math.floor((now - Date.parse(since)) / 3_600_000));
  return hours >= 24
    ? { unit: 'days', count: Math.floor(hours / 24) }
    : { unit: 'hours', count: hours };
}
