import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '@/lib/app-services';
import { paths } from '@/lib/paths';
import type { NavLink } from '../nav-links';
import { isReachableLink } from '../reachable-link';

const FOOTER_LINKS: readonly NavLink[] = [
  { to: paths.helpCenter.href(), labelKey: 'footer.helpCenter' },
  { to: paths.helpArticle.href('policies/privacy-policy'), labelKey: 'footer.privacy' },
  { to: paths.helpArticle.href('policies/accessibility'), labelKey: 'footer.accessibility' },
];

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const { config } = useTenant();
  const links = FOOTER_LINKS.filter((link) => isReachableLink(config, link.to));
  return (
    <footer className="site-footer">
      {links.length > 0 ? (
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>{t('footer.copyright', { year: new Date().getFullYear(), name: config.name })}</p>
    </footer>
  );
}
