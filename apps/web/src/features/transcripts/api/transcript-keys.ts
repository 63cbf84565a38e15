/** Query keys of the transcripts page: the send history, prior credit, the admissions checklist. */
export const transcriptKeys = {
  all: ['transcripts'] as const,
  history: () => [...transcriptKeys.all, 'history'] as const,
  priorCredit: () => [...transcriptKeys.all, 'prior-credit'] as const,
  admissions: () => [...transcriptKeys.all, 'admissions'] as const,
  partner: (id: number) => [...transcriptKeys.all, 'partner', id] as const,
  institution: (id: number) => [...transcriptKeys.all, 'institution', id] as const,
};
