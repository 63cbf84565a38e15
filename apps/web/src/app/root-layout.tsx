import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Toaster } from '@/components/toaster';
import { MAIN_CONTENT_ID } from '@/features/shell/components/skip-link';
import { ViewAsBanner } from '@/features/view-as/components/view-as-banner';
import { clearChunkReloadMark } from './chunk-reload';
import { FollowAccountLanguage } from './follow-account-language';
import { InactivityWarning } from './inactivity-warning';
import { LiveUpdatesConnection } from './live-updates';
import { useHashScroll } from './use-hash-scroll';
import { useStepFocus } from './layouts/use-step-focus';

/**
 * The root route: the banner of a view as a student, toasts, the live connection, the account's
 * language, the inactivity warning, scroll handling, focus after each navigation, and the chunk-reload bookkeeping.
 */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  useHashScroll();
  useStepFocus(MAIN_CONTENT_ID);

  useEffect(() => {
    // The route rendered, so its chunks loaded: a later failure may reload again.
    if (navigation.state === 'idle') clearChunkReloadMark();
  }, [location.key, navigation.state]);

  return (
    <>
      <ViewAsBanner />
      <Outlet />
      <Toaster />
      <LiveUpdatesConnection />
      <FollowAccountLanguage />
      <InactivityWarning />
      <ScrollRestoration />
    </>
  );
}
