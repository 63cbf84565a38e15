/** Query keys of the enrolment feature; the student's own order and membership use studentKeys. */
export const enrollmentKeys = {
  all: ['enrollment'] as const,
  planDetails: (orderId: string, promoCode: string) =>
    [...enrollmentKeys.all, 'plan-details', orderId, promoCode] as const,
};
