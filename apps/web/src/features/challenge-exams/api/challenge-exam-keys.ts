/** Query keys of the challenge-exam feature. */
export const challengeExamKeys = {
  all: ['challenge-exams'] as const,
  order: (productId: number) => [...challengeExamKeys.all, 'order', productId] as const,
  paymentMethods: () => [...challengeExamKeys.all, 'payment-methods'] as const,
};
