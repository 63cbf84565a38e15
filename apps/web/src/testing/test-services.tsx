import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { AppProvider } from '@/app/provider';
import { createApiClient } from '@/lib/api-client';
import type { AppServices } from '@/lib/app-services';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { DEFAULT_BOOTSTRAP } from '@/lib/tenant-bootstrap';

/** The services of one page load, with the network replaced by `fetch` (a fake server). */
export function testServices(
  options: { fetch?: typeof fetch; config?: PublicTenantConfig } = {},
): AppServices {
  const bootstrap = { ...DEFAULT_BOOTSTRAP, config: options.config ?? DEFAULT_BOOTSTRAP.config };
  return {
    bootstrap,
    api: createApiClient({ fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)) }),
    queryClient: createQueryClient(),
    i18n: createI18n(),
  };
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
