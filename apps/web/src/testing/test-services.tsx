import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { AppProvider } from '@/app/provider';
import type { AppServices } from '@/lib/app-services';
import { createAppServices } from '@/lib/create-app-services';
import { DEFAULT_BOOTSTRAP } from '@/lib/tenant-bootstrap';
import { createFakeServer } from './fake-server';

export interface TestServicesOptions {
  /** The network: a fake server's fetch. Without one every call answers 404. */
  fetch?: typeof fetch;
  now?: () => number;
  config?: PublicTenantConfig;
}

/**
 * The services of one page load, built as the browser builds them, with the network replaced by
 * `fetch`. Nothing global is stubbed: everything reaches the API through these services.
 */
export function testServices(options: TestServicesOptions = {}): AppServices {
  return createAppServices({
    bootstrap: { ...DEFAULT_BOOTSTRAP, config: options.config ?? DEFAULT_BOOTSTRAP.config },
    fetch: options.fetch ?? createFakeServer().fetch,
    now: options.now,
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
