import { useTranslation } from 'react-i18next';
import type { DebtPaymentRequest } from '@portal/domain/ledger/subscription';
import { formatMoney } from '@portal/domain/money/format-money';
import { BankAccountForm } from '@/components/bank-account-form';
import { usePaymentMethods } from '@/lib/payments/get-payment-methods';
import { bankAccountWithHolder } from '@/lib/payments/bank-form';

/** Whether the tenant takes bank transfers (GET /ledger-api/payment/methods). */
export function useBankTransferOffered(): boolean {
  return Boolean(usePaymentMethods().data?.ACH);
}

/** The debt panel's "Pay by bank transfer" choice. */
export function BankTransferChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <label className="choice">
      <input type="radio" name="debtMethod" checked={checked} onChange={onChange} />
      <span className="choice__text">{t('debtBank.choice')}</span>
    </label>
  );
}

/**
 * The debt paid by bank transfer: the enrolment's bank-details form without the billing address
 * (a debt payment takes none), the account then on file. The debit is processing when the server
 * answers; usePayDebt says so.
 */
export function DebtBankTransferForm({
  amountCents,
  pending,
  onPay,
}: {
  amountCents: number;
  pending: boolean;
  onPay: (body: DebtPaymentRequest, callbacks: { onError: (error: unknown) => void }) => void;
}) {
  const { t } = useTranslation(['billing', 'payments']);
  return (
    <BankAccountForm
      amountCents={amountCents}
      withBillingAddress={false}
      fieldPrefix="bankAccount."
      submitLabel={t('debtBank.pay', { amount: formatMoney(amountCents) })}
      pendingLabel={t('payments:bank.paying')}
      pending={pending}
      onPay={(values, callbacks) =>
        onPay({ bankAccount: bankAccountWithHolder(values) }, callbacks)
      }
    />
  );
}
