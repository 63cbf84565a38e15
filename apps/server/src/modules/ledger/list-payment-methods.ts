import type { PaymentMethods } from '@portal/domain/enrollment/plans-and-promotions';
import { CARD_TYPE_CODES, CARD_TYPES } from '@portal/domain/ledger/card-type';
import { offeredPaymentMethods } from '@portal/domain/ledger/offered-payment-methods';
import { PAYMENT_METHOD_LABELS } from '@portal/domain/ledger/payment-method';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';

/** GET /ledger-api/payment/methods: keyed by method; the card entry lists the card types (§3). */
export function listPaymentMethods(
  config: Pick<TenantConfig, 'enrollmentType' | 'paymentMethods'>,
): PaymentMethods {
  return Object.fromEntries(
    offeredPaymentMethods(config.enrollmentType, config.paymentMethods).map((method) => [
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
