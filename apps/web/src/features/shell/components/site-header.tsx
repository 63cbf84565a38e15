import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '@/lib/app-services';
import { useIsLoggedIn } from '@/lib/use-auth-session';
import { SMALL_SCREEN_QUERY, STANDALONE_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { enrolNowRoute, HELP_CENTER_ROUTE, REQUEST_INFO_ROUTE, type NavLink } from '../nav-links';
import { PhoneLink } from './phone-link';
import { TenantLogo } from './tenant-logo';

// Only signed-in users see the menu, so visitors never download it (nor its popper code).
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// The dialog library loads only where the hamburger is shown (small screens, account pages).
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export interface SiteHeaderProps {
  /** Account pages always use the hamburger menu (SPEC §2). */
  forceHamburger?: boolean;
}

/** The full header: top bar (help, log in/out, phone, visitor links), logo and user menu. */
export function SiteHeader({ forceHamburger = false }: SiteHeaderProps) {
  const { t } = useTranslation('shell');
  const { config } = useTenant();
  const loggedIn = useIsLoggedIn();
  const compact = useScrolledPast();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const standalone = useMediaQuery(STANDALONE_QUERY);
  const hamburger = forceHamburger || small || standalone;

  const links: NavLink[] = [{ to: HELP_CENTER_ROUTE, labelKey: 'header.helpCenter' }];
  if (!loggedIn) {
    if (config.features.enrolNow)
      links.push({ to: enrolNowRoute(config.enrollmentType), labelKey: 'header.enrolNow' });
    if (config.features.requestInfo)
      links.push({ to: REQUEST_INFO_ROUTE, labelKey: 'header.requestInfo' });
    links.push({ to: '/login', labelKey: 'header.logIn' });
  } else {
    links.push({ to: '/logout', labelKey: 'header.logOut' });
  }
  const phone = <PhoneLink loggedIn={loggedIn} phones={config.phones} />;

  return (
    <header
      className={`site-header${compact ? ' site-header--compact' : ''}`}
      data-compact={compact}
    >
      <div className="site-header__inner">
        <TenantLogo />
        {hamburger ? (
          <div className="site-header__actions">
            {loggedIn ? (
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            ) : null}
            <Suspense fallback={null}>
              <MobileMenu loggedIn={loggedIn} links={links} phone={phone} />
            </Suspense>
          </div>
        ) : (
          <nav className="top-bar" aria-label={t('header.primaryNav')}>
            <ul className="top-bar__list">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={
                      link.labelKey === 'header.enrolNow'
                        ? 'button button--primary'
                        : 'top-bar__link'
                    }
                  >
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
              <li>{phone}</li>
              {loggedIn ? (
                <li>
                  <Suspense fallback={null}>
                    <UserMenu />
                  </Suspense>
                </li>
              ) : null}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
