import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writtenIn } from '@portal/domain/content/written-in';
import type { Language } from '@portal/domain/i18n/languages';
import type { SystemAlert as SystemAlertConfig } from '@portal/domain/tenant/tenant-config';
import { alertFor } from '@portal/domain/tenant/tenant-offer';
import { TenantTextLanguageNote, useTenantTextLang } from '@/components/tenant-text-language';
import { useIsLoggedIn } from '@/lib/use-auth-session';
import { dismissAlert, isAlertDismissed } from '../alert-dismissal';

export interface SystemAlertProps {
  alert: SystemAlertConfig | undefined;
}

/** The tenant's dismissible banner (docs/product/screens-and-routes.md). ALERT is a warning; TEXT is an informational note. */
export function SystemAlert(props: SystemAlertProps) {
  const { t, i18n } = useTranslation('shell');
  // An alert for visitors ("create your account before your code runs out") is not for a
  // signed-in learner (docs/storefront.md).
  const alert = alertFor(props.alert, useIsLoggedIn());
  const [dismissed, setDismissed] = useState(() => (alert ? isAlertDismissed(alert.id) : true));
  // In the page's language when the tenant wrote it in it (docs/languages.md "A tenant's own content").
  const message = writtenIn(
    { en: alert?.message ?? '', es: alert?.es?.message },
    i18n.language as Language,
  );
  const lang = useTenantTextLang(message.language);
  if (!alert || dismissed) return null;

  const onDismiss = () => {
    dismissAlert(alert.id);
    setDismissed(true);
  };

  return (
    <section
      className={`system-alert system-alert--${alert.kind === 'ALERT' ? 'alert' : 'text'}`}
      aria-label={t('alert.label')}
      role={alert.kind === 'ALERT' ? 'alert' : undefined}
      data-kind={alert.kind}
      data-alert-id={alert.id}
    >
      <p className="system-alert__message">
        {alert.kind === 'ALERT' ? (
          <span className="system-alert__icon" aria-hidden="true">
            !
          </span>
        ) : null}
        <span lang={lang}>{message.text}</span>
        {lang ? (
          <>
            {' '}
            <TenantTextLanguageNote language={message.language} inline />
          </>
        ) : null}
        {alert.link ? (
          <>
            {' '}
            <a href={alert.link} className="system-alert__link">
              {t('alert.learnMore')}
            </a>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className="icon-button system-alert__dismiss"
        onClick={onDismiss}
        aria-label={t('alert.dismiss')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
