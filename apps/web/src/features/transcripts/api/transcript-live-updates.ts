import type { QueryClient } from '@tanstack/react-query';
import type { LiveUpdateHandlers } from '@/lib/live/live-update-handlers';
import { transcriptKeys } from './transcript-keys';

/**
 * The transcripts page's data from live updates: a transcript update (a request moved a step)
 * reloads the history and the admissions checklist that depends on it; a coursework update (prior
 * credit granted, a course completed) reloads prior credit and the checklist. The event carries no
 * rows, so the page asks again, once, where it is open.
 */
export function transcriptLiveUpdates(queryClient: QueryClient): LiveUpdateHandlers {
  const reload = (...keys: (readonly unknown[])[]) =>
    keys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
  return {
    transcriptEntity() {
      reload(transcriptKeys.history(), transcriptKeys.admissions());
    },
    courseworkEntity() {
      reload(transcriptKeys.priorCredit(), transcriptKeys.admissions());
    },
  };
}
