import { z } from 'zod';
import { spanishTextsSchema } from '../catalog/catalog-api';
import { examRegistrationStatusSchema } from '../coursework/exam-registration-status';
import type { EnrollmentType } from '../enrollment/enrollment-type';
import { recordIdSchema } from '../validation/record-id';
import { offeredPaymentMethods } from './offered-payment-methods';
import type { PaymentMethod } from './payment-method';

// Challenge exams (docs/product/README.md, entities.md, api-calls.md, error-catalogue.md; docs/challenge-exams.md): a student with dashboard access
// buys the exam of one of their courses as an order of kind CHALLENGE_EXAM, paid like the
// enrolment, and is then registered with the proctoring service.

const es = spanishTextsSchema.pick({ name: true }).optional();

/** An exam product as the catalog offers it (GET /catalog-api/challenge-exams). */
export const challengeExamSchema = z.object({
  /** The exam product's id: what an exam order buys. */
  productId: z.number().int(),
  name: z.string(),
  /** Its Spanish name, when the catalog has one (docs/languages.md "The catalog"). */
  es,
  /** Integer cents; 0 enables the exam without a payment. */
  price: z.number().int(),
  /** The course whose credit the exam earns. */
  course: z.object({ productId: z.number().int(), code: z.string(), name: z.string(), es }),
});
export type ChallengeExam = z.infer<typeof challengeExamSchema>;

/** PUT /ledger-api/orders/challenge-exam */
export const challengeExamOrderRequestSchema = z.object({ productId: recordIdSchema });
export type ChallengeExamOrderRequest = z.infer<typeof challengeExamOrderRequestSchema>;

/** A paid exam's registration with the proctoring service (docs/product/entities.md exam registration statuses). */
export const examRegistrationSchema = z.object({
  status: examRegistrationStatusSchema,
  updatedAt: z.string(),
  /** The registrar's message with a decision (docs/staff-console.md); absent or null otherwise. */
  message: z.string().nullable().optional(),
});
export type ExamRegistration = z.infer<typeof examRegistrationSchema>;

/**
 * The methods an exam can be paid with: the tenant's own, less those that make no sense for a
 * one-off purchase. A prepaid token pays a degree program; a bank transfer is only known to be
 * paid days later, and a returned one becomes debt on a payment plan, which an exam has none of.
 */
const EXAM_PAYMENT_METHODS: readonly PaymentMethod[] = ['CREDIT_CARD', 'PAYPAL'];

export function examPaymentMethods(
  enrollmentType: EnrollmentType,
  switchedOn?: readonly PaymentMethod[],
): PaymentMethod[] {
  return offeredPaymentMethods(enrollmentType, switchedOn).filter((method) =>
    EXAM_PAYMENT_METHODS.includes(method),
  );
}
