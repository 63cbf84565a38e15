import type { TenantBootstrap } from '@portal/domain/tenant/tenant-bootstrap';
import { createApiClient } from './api-client';
import type { AppServices } from './app-services';
import type { AuthSessionStore } from './auth-session';
import { createI18n } from './i18n';
import type { LiveSocketFactory } from './live/live-connection';
import { createQueryClient } from './query-client';
import { endSession } from './session-end';

export interface AppServicesOptions {
  bootstrap: TenantBootstrap;
  /** The network; the browser's own fetch when absent. */
  fetch?: typeof fetch;
  now?: () => number;
  session?: AuthSessionStore;
  /** The live channel's WebSocket; none when absent (app-services.ts). */
  liveSocket?: LiveSocketFactory;
}

/**
 * The one way to build a page's services (once the page's language is loaded, `loadLanguage`): the browser once per page load, server-side rendering
 * once per request, tests once per test. An expired session ends through these very services, so
 * a client never clears a cache or shows a toast that belongs to another set.
 */
export function createAppServices({
  bootstrap,
  fetch,
  now,
  session,
  liveSocket,
}: AppServicesOptions): AppServices {
  const queryClient = createQueryClient();
  const i18n = createI18n(bootstrap.config, bootstrap.language);
  const api = createApiClient({
    fetch,
    now,
    session,
    baseUrl: bootstrap.basePath,
    language: bootstrap.language,
    onSessionExpired: () => endSession({ reason: 'expired', queryClient, i18n }),
  });
  return { bootstrap, api, queryClient, i18n, ...(liveSocket ? { liveSocket } : {}) };
}
