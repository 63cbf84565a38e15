import { useTenant } from '@/lib/app-services';
import { useIsLoggedIn } from '@/lib/use-auth-session';
import { PhoneLink } from './phone-link';
import { TenantLogo } from './tenant-logo';

/** The reduced header of enrollment, payment and onboarding pages: logo and phone only. */
export function TransactionalHeader() {
  const { config } = useTenant();
  const loggedIn = useIsLoggedIn();
  return (
    <header className="site-header site-header--transactional">
      <div className="site-header__inner">
        <TenantLogo />
        <PhoneLink loggedIn={loggedIn} phones={config.phones} />
      </div>
    </header>
  );
}
