import { createApiClient } from './api-client';
import type { AppServices } from './app-services';
import { createI18n } from './i18n';
import { createQueryClient } from './query-client';
import { tenantBootstrap } from './tenant-bootstrap';

let services: AppServices | undefined;

/**
 * The browser's services, made on first use (never at import, so server-side rendering can import
 * every module). Code that only runs in the browser after an action (sign-in, logout, toasts for
 * a failed call) reaches them here; components use the hooks of app-services.tsx.
 */
export function browserServices(): AppServices {
  if (!services) {
    const bootstrap = tenantBootstrap();
    services = {
      bootstrap,
      api: createApiClient({ baseUrl: bootstrap.basePath }),
      queryClient: createQueryClient(),
      i18n: createI18n(bootstrap.messages),
    };
  }
  return services;
}
