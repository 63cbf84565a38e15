import type { AppServices } from './app-services';
import { createAppServices } from './create-app-services';
import { tenantBootstrap } from './tenant-bootstrap';

let services: AppServices | undefined;

/**
 * The browser's services, made on first use (never at import, so server-side rendering can import
 * every module). Only the browser's entry points (app/main.tsx, the islands) call this; everything
 * else receives the services through the ServicesProvider (app-services.tsx).
 */
export function browserServices(): AppServices {
  services ??= createAppServices({
    bootstrap: tenantBootstrap(),
    liveSocket: (url, protocols) => new WebSocket(url, protocols),
  });
  return services;
}
