import type { EnrollmentType } from '../enrollment/enrollment-type';
import type { PaymentMethod } from './payment-method';

/**
 * The payment methods a tenant's onboarding mode offers: prepaid modes pay with a token, paid
 * modes by card, PayPal or bank transfer. A tenant may switch methods off with its config's
 * `paymentMethods` list: only the listed ones that its mode allows are offered; without the list,
 * every method the mode allows is.
 */
export function offeredPaymentMethods(
  enrollmentType: EnrollmentType,
  switchedOn?: readonly PaymentMethod[],
): PaymentMethod[] {
  const allowed: PaymentMethod[] =
    enrollmentType === 'prepaid' || enrollmentType === 'davita-assessment-prepaid'
      ? ['PREPAID_TOKEN']
      : ['CREDIT_CARD', 'PAYPAL', 'ACH'];
  return switchedOn ? allowed.filter((method) => switchedOn.includes(method)) : allowed;
}

/**
 * Whether a running plan may be paid off with a sponsor's access code (docs/billing.md): on every
 * tenant that has not switched prepaid tokens off, whatever its onboarding mode, as a learner who
 * enrolled paying may later be sponsored by an employer or school.
 */
export const acceptsPlanAccessCodes = (switchedOn?: readonly PaymentMethod[]) =>
  !switchedOn || switchedOn.includes('PREPAID_TOKEN');
