import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading';

/** Right after enrolling: the ten recovery codes, shown this once. */
export function StaffRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <section>
      <StepHeading>{t('recovery.heading')}</StepHeading>
      <p>{t('recovery.intro')}</p>
      <ul aria-label={t('recovery.heading')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary button--block" onClick={onDone}>
        {t('recovery.done')}
      </button>
    </section>
  );
}
