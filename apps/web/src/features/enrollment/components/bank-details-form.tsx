import { useTranslation } from 'react-i18next';
import { BankAccountForm } from '@/components/bank-account-form';
import { bankAccountPayload, bankTokenPayload } from '@/lib/payments/bank-form';
import { usePayByBankTransfer } from '../api/pay-by-bank-transfer';

export interface BankDetailsFormProps {
  orderId: string;
  /** The promo code applied on the payment step, priced into the transfer. */
  promoCode: string;
  /** What is debited today, in cents (the plan's charge today). */
  amountDue: number;
  /** The learner's name, which the account holder's starts as (WCAG 3.3.7). */
  holder?: { firstName: string; lastName: string };
}

/**
 * The enrolment's bank transfer: the bank-details form with the billing address, sent as the
 * order's tokenised payment and then the account (usePayByBankTransfer).
 */
export function BankDetailsForm({ orderId, promoCode, amountDue, holder }: BankDetailsFormProps) {
  const { t } = useTranslation('payments');
  const { pay, isPending } = usePayByBankTransfer();
  return (
    <BankAccountForm
      amountCents={amountDue}
      submitLabel={t('bank.pay')}
      pendingLabel={t('bank.paying')}
      pending={isPending}
      holder={holder}
      onPay={(values, callbacks) =>
        pay(
          {
            billing: bankTokenPayload(values, orderId, promoCode),
            account: bankAccountPayload(values),
          },
          callbacks,
        )
      }
    />
  );
}
