import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { logOut } from '../api/log-out';

/** /logout: ends the session, says so, and goes to the homepage (SPEC §2). */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void logOut().finally(() => navigate('/', { replace: true }));
  }, [navigate]);
  return (
    <div className="page page--narrow">
      <PageMeta title={t('logout.title')} />
      <p role="status">{t('logout.inProgress')}</p>
    </div>
  );
}
