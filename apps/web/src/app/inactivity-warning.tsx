import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_SESSION_WARNING_SECONDS } from '@portal/domain/tenant/tenant-bootstrap';
import { useServices } from '@/lib/app-services';
import { authSession } from '@/lib/auth-session';
import { inactivityPhase, LONGEST_TIMER_MS } from '@/lib/inactivity-timeout';
import { endSession } from '@/lib/session-end';
import { useAuthSession } from '@/lib/use-auth-session';
import type { InactivityView } from './inactivity-dialog';

// Loaded with the first warning: most visits never see it.
const InactivityDialog = lazy(() => import('./inactivity-dialog'));

/** How often the time left is redrawn while the warning is open. */
const TICK_MS = 1000;

/**
 * The inactivity timeout of WCAG 2.2.1: `sessionWarningSeconds` (tenant bootstrap) before the
 * session's refresh token runs out the student is warned and may stay signed in; when the
 * warning is ignored the session ends here and the dialog says so. A refresh made anywhere (a
 * request, the live channel, another tab) moves the end and closes the warning.
 */
export function InactivityWarning() {
  const services = useServices();
  const session = useAuthSession();
  const [view, setView] = useState<InactivityView>({ kind: 'none' });
  const warningMs =
    (services.bootstrap.sessionWarningSeconds ?? DEFAULT_SESSION_WARNING_SECONDS) * 1000;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const now = Date.now();
      const phase = inactivityPhase(authSession.get(), now, warningMs);
      if (phase.kind === 'ended') {
        endSession({ reason: 'inactive', queryClient: services.queryClient, i18n: services.i18n });
        setView({ kind: 'ended', from: window.location.pathname + window.location.search });
        return;
      }
      if (phase.kind === 'warning') {
        setView({ kind: 'warning', endsAt: phase.endsAt, now });
        timer = setTimeout(check, Math.min(TICK_MS, phase.endsAt - now));
        return;
      }
      // A signed-out student keeps the "signed out" message until they close it or sign in.
      setView((shown) =>
        shown.kind === 'ended' && phase.kind === 'none' ? shown : { kind: 'none' },
      );
      if (phase.kind === 'active')
        timer = setTimeout(check, Math.min(phase.warnAt - now, LONGEST_TIMER_MS));
    };
    check();
    // Timers of a hidden tab or a sleeping computer run late: look again on coming back.
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [session, warningMs, services]);

  if (view.kind === 'none') return null;
  return (
    <Suspense fallback={null}>
      <InactivityDialog view={view} onClose={() => setView({ kind: 'none' })} />
    </Suspense>
  );
}
