import { Outlet } from 'react-router';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { SiteHeader } from '@/features/shell/components/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/features/shell/components/skip-link';
import { SystemAlert } from '@/features/shell/components/system-alert';
import { useTenant } from '@/lib/app-services';
import { RouteGuard } from '../route-guard';

/** The student's account area (/account/*): the header always uses the hamburger menu. */
export function Component() {
  return (
    <div className="layout layout--account">
      <SkipLink />
      <SystemAlert alert={useTenant().config.systemAlert} />
      <SiteHeader forceHamburger />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main">
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <SiteFooter />
    </div>
  );
}
