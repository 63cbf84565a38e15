import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Language } from '@portal/domain/i18n/languages';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { AppProvider } from '@/app/provider';
import type { AppServices } from '@/lib/app-services';
import type { LiveSocketFactory } from '@/lib/live/live-connection';
import { createAppServices } from '@/lib/create-app-services';
import { defaultTenantBootstrap } from '@/lib/default-tenant-bootstrap';
import { createFakeServer } from './fake-server';

export interface TestServicesOptions {
  /** The network: a fake server's fetch. Without one every call answers 404. */
  fetch?: typeof fetch;
  now?: () => number;
  /** The tenant's config; the default tenant's real one (tenants/default/config.json) if absent. */
  config?: PublicTenantConfig;
  /** The live channel's WebSocket (a fake live server's); no live connection when absent. */
  liveSocket?: LiveSocketFactory;
  /** The page's language; English if absent. Another's messages must be loaded first (`loadLanguage`). */
  language?: Language;
}

/**
 * The services of one page load, built as the browser builds them, with the network replaced by
 * `fetch`. Nothing global is stubbed: everything reaches the API through these services.
 */
export function testServices(options: TestServicesOptions = {}): AppServices {
  const bootstrap = defaultTenantBootstrap();
  return createAppServices({
    bootstrap: {
      ...bootstrap,
      config: options.config ?? bootstrap.config,
      language: options.language ?? bootstrap.language,
    },
    fetch: options.fetch ?? createFakeServer().fetch,
    now: options.now,
    liveSocket: options.liveSocket,
  });
}

export function TestProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <AppProvider services={services}>{children}</AppProvider>;
}

/** Testing Library's render, inside the providers every component expects. */
export function renderWithServices(ui: ReactElement, services: AppServices = testServices()) {
  return render(ui, {
    wrapper: ({ children }) => <TestProviders services={services}>{children}</TestProviders>,
  });
}
