import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '@/lib/app-services';
import { useIsLoggedIn } from '@/lib/use-auth-session';
import { LanguageSwitch } from './language-switch';
import { PhoneLink } from './phone-link';
import { TenantLogo } from './tenant-logo';
import { paths } from '@/lib/paths';

/**
 * The reduced header of enrollment, payment and onboarding pages: logo, phone and, for a learner
 * part-way through, a way to sign out (on a shared computer, say).
 */
export function TransactionalHeader() {
  const { t } = useTranslation('shell');
  const { config } = useTenant();
  const loggedIn = useIsLoggedIn();
  return (
    <header className="site-header site-header--transactional">
      <div className="site-header__inner">
        <TenantLogo />
        <div className="site-header__actions">
          {/* The visitor's number never shows to a signed-in learner (docs/decisions/0014). */}
          <span className={loggedIn ? undefined : 'visitor-only'}>
            <PhoneLink loggedIn={loggedIn} phones={config.phones} />
          </span>
          <LanguageSwitch className="top-bar__link" />
          {loggedIn ? (
            <Link to={paths.logout.href()} className="top-bar__link">
              {t('header.logOut')}
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
