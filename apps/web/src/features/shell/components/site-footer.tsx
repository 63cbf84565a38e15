import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '@/lib/app-services';
import { paths } from '@/lib/paths';

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const { config } = useTenant();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          <li>
            <Link to={paths.helpCenter.href()}>{t('footer.helpCenter')}</Link>
          </li>
          <li>
            <Link to={paths.helpArticle.href('policies/privacy-policy')}>
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link to={paths.helpArticle.href('policies/accessibility')}>
              {t('footer.accessibility')}
            </Link>
          </li>
        </ul>
      </nav>
      <p>{t('footer.copyright', { year: new Date().getFullYear(), name: config.name })}</p>
    </footer>
  );
}
