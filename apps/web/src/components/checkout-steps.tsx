import { useTranslation } from 'react-i18next';

export const CHECKOUT_STEPS = ['account', 'payment', 'profile', 'done'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * Where the learner is in a paid enrolment (docs/checkout.md): account, payment, profile, done. The
 * steps before the current one are marked done, the current one `aria-current="step"`. Shared by
 * the enrolment pages and the onboarding profile.
 */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('payments');
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav className="checkout-steps" aria-label={t('checkout.steps.label')}>
      <ol className="checkout-steps__list">
        {CHECKOUT_STEPS.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'next';
          return (
            <li
              key={step}
              className={`checkout-steps__step checkout-steps__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="checkout-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="checkout-steps__name">{t(`checkout.steps.${step}`)}</span>
              {state === 'done' ? (
                <span className="visually-hidden">{t('checkout.steps.completed')}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
