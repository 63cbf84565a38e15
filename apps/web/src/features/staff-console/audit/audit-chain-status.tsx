import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { useAuditVerification } from './get-audit-verification';

/** Whether the audit log's hash chain is intact, for the provider admin; where it broke if not. */
export function AuditChainStatus() {
  const { t } = useTranslation('staff');
  const check = useAuditVerification(true);
  let body;
  if (check.data?.intact === true) {
    body = <p role="status">{t('audit.chainIntact', { count: check.data.entries })}</p>;
  } else if (check.data?.intact === false) {
    body = (
      <p role="alert" className="form__notice form__notice--error">
        {t('audit.chainBroken', { seq: check.data.brokenAt })}
      </p>
    );
  } else if (check.error) {
    body = <LoadFailure namespace="staff" onRetry={() => void check.refetch()} />;
  } else {
    body = <p role="status">{t('audit.chainChecking')}</p>;
  }
  return (
    <section aria-labelledby="audit-chain-heading">
      <h2 id="audit-chain-heading">{t('audit.chainHeading')}</h2>
      {body}
    </section>
  );
}
