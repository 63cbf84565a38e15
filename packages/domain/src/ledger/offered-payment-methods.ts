import type { EnrollmentType } from '../enrollment/enrollment-type';
import type { PaymentMethod } from './payment-method';

/**
 * The payment methods a tenant's onboarding mode offers: prepaid modes pay with a token, paid
 * modes by card or bank transfer. PayPal (SPEC §1) joins the paid list when its adapter exists.
 */
export function offeredPaymentMethods(enrollmentType: EnrollmentType): PaymentMethod[] {
  return enrollmentType === 'prepaid' || enrollmentType === 'davita-assessment-prepaid'
    ? ['PREPAID_TOKEN']
    : ['CREDIT_CARD', 'ACH'];
}
