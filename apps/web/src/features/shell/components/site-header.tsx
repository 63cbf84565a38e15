import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '@/lib/app-services';
import { useIsLoggedIn } from '@/lib/use-auth-session';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import {
  enrolNowRoute,
  HELP_CENTER_ROUTE,
  REQUEST_INFO_ROUTE,
  storefrontLinks,
  type NavLink,
} from '../nav-links';
import { MobileMenu } from './mobile-menu';
import { isReachableLink } from '../reachable-link';
import { offeredLanguages } from '@portal/domain/i18n/languages';
import { LanguageSwitch } from './language-switch';
import { PhoneLink } from './phone-link';
import { TenantLogo } from './tenant-logo';
import { paths } from '@/lib/paths';

// Only signed-in users see the menu, so visitors never download it (nor its popper code).
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export interface SiteHeaderProps {
  /** Account pages always use the hamburger menu (docs/product/screens-and-routes.md). */
  forceHamburger?: boolean;
}

/**
 * The full header: top bar (help, log in/out, phone, visitor links), logo and user menu. Both the
 * top bar and the hamburger are in the markup and the style sheet shows one (small screens and
 * standalone mode get the hamburger), so the server-rendered page is right at every width
 * before any script runs.
 */
export function SiteHeader({ forceHamburger = false }: SiteHeaderProps) {
  const { t } = useTranslation('shell');
  const { config } = useTenant();
  const loggedIn = useIsLoggedIn();
  const compact = useScrolledPast();

  const offered: NavLink[] = [
    ...storefrontLinks(config).header,
    { to: HELP_CENTER_ROUTE, labelKey: 'header.helpCenter' },
  ];
  if (!loggedIn) {
    if (config.features.enrolNow)
      offered.push({
        to: enrolNowRoute(config.enrollmentType),
        labelKey: 'header.enrolNow',
        visitorOnly: true,
      });
    if (config.features.requestInfo)
      offered.push({ to: REQUEST_INFO_ROUTE, labelKey: 'header.requestInfo', visitorOnly: true });
    offered.push({ to: paths.login.href(), labelKey: 'header.logIn', visitorOnly: true });
  } else {
    offered.push({ to: paths.logout.href(), labelKey: 'header.logOut' });
  }
  const links = offered.filter((link) => isReachableLink(config, link.to));
  const phone = <PhoneLink loggedIn={loggedIn} phones={config.phones} />;
  const languageChoice = offeredLanguages(config).length > 1;
  const modifiers = [compact && 'site-header--compact', forceHamburger && 'site-header--hamburger'];

  return (
    <header
      className={['site-header', ...modifiers].filter(Boolean).join(' ')}
      data-compact={compact}
    >
      <div className="site-header__inner">
        <TenantLogo />
        <nav className="top-bar" aria-label={t('header.primaryNav')}>
          <ul className="top-bar__list">
            {links.map((link) => (
              <li key={link.to} className={link.visitorOnly ? 'visitor-only' : undefined}>
                <Link
                  to={link.to}
                  className={
                    link.labelKey === 'header.enrolNow' ? 'button button--primary' : 'top-bar__link'
                  }
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            <li className={loggedIn ? undefined : 'visitor-only'}>{phone}</li>
            {languageChoice ? (
              <li>
                <LanguageSwitch className="top-bar__link" />
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="site-header__actions">
          {loggedIn ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : null}
          <MobileMenu
            loggedIn={loggedIn}
            links={links}
            phone={phone}
            languageSwitch={languageChoice ? <LanguageSwitch /> : null}
          />
        </div>
      </div>
    </header>
  );
}
