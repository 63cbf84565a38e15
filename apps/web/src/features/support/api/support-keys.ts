/** Query keys of the student's support conversations. */
export const supportKeys = {
  all: ['support'] as const,
  conversations: () => [...supportKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...supportKeys.all, 'conversation', id] as const,
};
