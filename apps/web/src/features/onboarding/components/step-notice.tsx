import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';

export type OnboardingStep = 'accessCode' | 'payment' | 'profile' | 'courses' | 'success';

/**
 * Names an enrollment step and what happens there. The step itself is built by a later issue;
 * the route exists now because the guard sends learners to it (SPEC §4).
 */
export function StepNotice({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="page page--narrow">
      <PageMeta title={t(`${step}.title`)} />
      <h1>{t(`${step}.heading`)}</h1>
      <p>{t(`${step}.body`)}</p>
    </div>
  );
}
