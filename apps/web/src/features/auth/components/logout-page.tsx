import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { useServices } from '@/lib/app-services';
import { logOut } from '../api/log-out';
import { paths } from '@/lib/paths';

/** /logout: ends the session, says so, and goes to the homepage (docs/product/screens-and-routes.md). */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const services = useServices();
  const started = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void logOut(services).finally(() => navigate(paths.home.href(), { replace: true }));
  }, [navigate, services]);
  return (
    <div className="page page--narrow">
      <PageMeta title={t('logout.title')} />
      <p role="status">{t('logout.inProgress')}</p>
    </div>
  );
}
