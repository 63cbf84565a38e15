import { useTranslation } from 'react-i18next';
import type { ExamRegistration } from '@portal/domain/ledger/challenge-exam';

/** The exam's registration with the proctoring service, in the statuses of docs/product/entities.md. */
export function RegistrationStatus({ registration }: { registration: ExamRegistration }) {
  const { t } = useTranslation('challenge-exams');
  const { status } = registration;
  return (
    <section aria-labelledby="exam-registration-heading" className="challenge-exam__registration">
      <h2 id="exam-registration-heading">{t('registrationHeading')}</h2>
      <p className={`challenge-exam__status challenge-exam__status--${status.toLowerCase()}`}>
        {t('registrationStatus', { status: t(`status.${status}`) })}
      </p>
      <p>{t(`registration.${status}`)}</p>
      {registration.message ? (
        <p>{t('registrarWrote', { message: registration.message })}</p>
      ) : null}
    </section>
  );
}
