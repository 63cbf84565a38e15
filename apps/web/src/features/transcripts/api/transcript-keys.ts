/** Query keys of the transcripts page: the send history, prior credit, the admissions checklist. */
export const transcriptKeys = {
  all: ['transcripts'] as const,
  history: () => [...transcriptKeys.all, 'history'] as const,
  priorCredit: () => [...transcriptKeys.all, 'prior-credit'] as const,
  admissions: () => [...transcriptKeys.all, 'admissions'] as const,
  partner: (id: number) => [...transcriptKeys.all, 'partner', id] as const,
  institution: (id: number) => [...transcriptKeys.all, 'institution', id] as const,
};

/**
 * When a page with something still moving asks again: a second after the soonest expected move
 * (the exchange moves requests on its own), at least 3 s and at most 10 minutes apart, and never
 * while nothing moves. Live transcriptEntity updates will make this unnecessary (docs/transcripts.md).
 */
export function refetchWhenDue(expected: (string | null)[] | undefined): number | false {
  const due = (expected ?? []).flatMap((at) => (at ? [new Date(at).getTime()] : []));
  if (due.length === 0) return false;
  const wait = Math.min(...due) - Date.now() + 1000;
  return Math.min(Math.max(wait, 3000), 600_000);
}
