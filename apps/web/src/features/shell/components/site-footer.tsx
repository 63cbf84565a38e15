import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '@/lib/app-services';

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const { config } = useTenant();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          <li>
            <Link to="/help-center">{t('footer.helpCenter')}</Link>
          </li>
          <li>
            <Link to="/help-center/policies/privacy-policy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to="/help-center/policies/accessibility">{t('footer.accessibility')}</Link>
          </li>
        </ul>
      </nav>
      <p>{t('footer.copyright', { year: new Date().getFullYear(), name: config.name })}</p>
    </footer>
  );
}
