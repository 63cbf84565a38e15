import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@portal/domain/ledger/subscription-status';

/**
 * One sentence per plan status (docs/billing.md "The states"), chosen by an exhaustive switch; a
 * plan paid in full by an access code has its own.
 */
export function SubscriptionStatusNote({
  status,
  paidInFull,
}: {
  status: SubscriptionStatus;
  paidInFull: boolean;
}) {
  const { t } = useTranslation('billing');
  if (paidInFull && status === 'ENABLED') {
    return <p className="billing__note">{t('statusNote.paidInFull')}</p>;
  }
  switch (status) {
    case 'ENABLED':
    case 'ENABLE_TO_DISABLE':
    case 'ENABLED_TILL_PAY_DEBTS':
    case 'DISABLE_TO_ENABLE':
      return <p className="billing__note">{t(`statusNote.${status}`)}</p>;
    case 'FAILED':
    case 'DISABLED':
    case 'EXPIRED':
      return (
        <p className="form__notice form__notice--error billing__note">
          {t(`statusNote.${status}`)}
        </p>
      );
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}
