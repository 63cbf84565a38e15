import type { PaymentMethods } from '@portal/domain/enrollment/plans-and-promotions';
import { CARD_TYPE_CODES, CARD_TYPES } from '@portal/domain/ledger/card-type';
import { offeredPaymentMethods } from '@portal/domain/ledger/offered-payment-methods';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@portal/domain/ledger/payment-method';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';

/**
 * GET /ledger-api/payment/methods: keyed by method; the card entry lists the card types (docs/product/entities.md).
 * `offered` picks the methods from the tenant's config: the enrolment's, or an exam's.
 */
export function listPaymentMethods(
  config: Pick<TenantConfig, 'enrollmentType' | 'paymentMethods'>,
  offered: typeof offeredPaymentMethods = offeredPaymentMethods,
): PaymentMethods {
  return Object.fromEntries(
    offered(config.enrollmentType, config.paymentMethods).map((method: PaymentMethod) => [
      method,
      {
        label: PAYMENT_METHOD_LABELS[method],
        options:
          method === 'CREDIT_CARD'
            ? CARD_TYPE_CODES.map((cardType) => ({
                cardType,
                displayName: CARD_TYPES[cardType].displayName,
              }))
            : [],
      },
    ]),
  );
}
