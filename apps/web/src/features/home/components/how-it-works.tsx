import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storefrontPaths } from '@/lib/paths';

const STEPS = ['choose', 'enrol', 'transfer'] as const;

/** How it works in three steps, with the full page a link away. */
export function HowItWorks({ showHowItWorksPage }: { showHowItWorksPage: boolean }) {
  const { t } = useTranslation('home-page');
  return (
    <section aria-labelledby="home-how" className="home-section">
      <h2 id="home-how">{t('how.heading')}</h2>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step} className="steps__item">
            <h3 className="steps__title">{t(`how.${step}.title`)}</h3>
            <p>{t(`how.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      {showHowItWorksPage ? (
        <p>
          <Link to={storefrontPaths.page('how-it-works')}>{t('how.more')}</Link>
        </p>
      ) : null}
    </section>
  );
}
