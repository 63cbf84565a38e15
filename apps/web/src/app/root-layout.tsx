import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Toaster } from '@/components/toaster';
import { clearChunkReloadMark } from './chunk-reload';
import { LiveUpdatesConnection } from './live-updates';
import { useHashScroll } from './use-hash-scroll';

/** The root route: toasts, the live connection, scroll handling, and the chunk-reload bookkeeping. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  useHashScroll();

  useEffect(() => {
    // The route rendered, so its chunks loaded: a later failure may reload again.
    if (navigation.state === 'idle') clearChunkReloadMark();
  }, [location.key, navigation.state]);

  return (
    <>
      <Outlet />
      <Toaster />
      <LiveUpdatesConnection />
      <ScrollRestoration />
    </>
  );
}
