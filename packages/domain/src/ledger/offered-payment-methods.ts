import type { EnrollmentType } from '../enrollment/enrollment-type';
import type { PaymentMethod } from './payment-method';

/**
 * The payment methods a tenant's onboarding mode offers: prepaid modes pay with a token, paid
 * modes by card. PayPal and ACH (SPEC §1) join the paid list when their adapters exist.
 */
export function offeredPaymentMethods(enrollmentType: EnrollmentType): PaymentMethod[] {
  return enrollmentType === 'prepaid' || enrollmentType === 'davita-assessment-prepaid'
    ? ['PREPAID_TOKEN']
    : ['CREDIT_CARD'];
}
