import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/features/shell/components/skip-link';
import { SystemAlert } from '@/features/shell/components/system-alert';
import { TransactionalHeader } from '@/features/shell/components/transactional-header';
import { useTenant } from '@/lib/app-services';
import { RouteGuard } from '../route-guard';

/** Enrollment, payment and onboarding pages: a reduced header keeps the learner on task. */
export function Component() {
  return (
    <div className="layout layout--transactional">
      <SkipLink />
      <SystemAlert alert={useTenant().config.systemAlert} />
      <TransactionalHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main">
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
    </div>
  );
}
