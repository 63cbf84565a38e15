import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '@/lib/app-services';
import { useIsLoggedIn } from '@/lib/use-auth-session';
import { storefrontLinks } from '../nav-links';
import { PhoneLink } from './phone-link';

/**
 * Every storefront page the tenant has and a visitor can reach (not while the site is coming
 * soon), its help and policies, and its phone (docs/storefront.md).
 */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  // The server's year, not the device's: the same in its render and here (TenantBootstrap.year).
  const { config, year } = useTenant();
  const links = storefrontLinks(config).footer;
  return (
    <footer className="site-footer">
      {links.length > 0 ? (
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.labelKey}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="site-footer__phone">
        <PhoneLink loggedIn={useIsLoggedIn()} phones={config.phones} />
      </p>
      <p>{t('footer.copyright', { year, name: config.name })}</p>
    </footer>
  );
}
