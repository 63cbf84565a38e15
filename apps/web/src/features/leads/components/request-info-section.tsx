import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '@/lib/app-services';
import { useNearViewport } from '@/lib/use-near-viewport';

// The form brings the validation and form libraries (about 40 KB gzip): they load when the
// section comes near the viewport, and until then (and without script) a phone number stands in.
const RequestInfoForm = lazy(() =>
  import('./request-info-form').then((m) => ({ default: m.RequestInfoForm })),
);

/** The home page's request-info section (the target of the header's "Request info" link). */
export function RequestInfoSection() {
  const { t } = useTranslation('leads');
  const { config } = useTenant();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const callInstead = <p>{t('section.callInstead', { phone: config.phones.publicAdvisor })}</p>;
  return (
    <section
      ref={section}
      id="request-info"
      aria-labelledby="request-info-heading"
      className="request-info"
    >
      <h2 id="request-info-heading">{t('section.heading')}</h2>
      <p>{t('section.intro')}</p>
      {/* The slot where a page that React does not take over mounts the form (islands/). */}
      <div data-island="request-info">
        {near ? (
          <Suspense fallback={callInstead}>
            <RequestInfoForm />
          </Suspense>
        ) : (
          callInstead
        )}
      </div>
    </section>
  );
}
