import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client';
import type { LiveSocketFactory } from './live/live-connection';
import type { TenantBootstrap } from '@portal/domain/tenant/tenant-bootstrap';

/**
 * What every page renders with, built by createAppServices (create-app-services.ts): the browser
 * makes one set per page load (browser-services.ts), server-side rendering one per request, so two
 * tenants' requests never share a tenant, a query cache or an API client; tests one per test.
 */
export interface AppServices {
  bootstrap: TenantBootstrap;
  api: ApiClient;
  queryClient: QueryClient;
  i18n: I18n;
  /**
   * Opens the live channel's WebSocket: the browser's own in the browser; absent where no live
   * connection is wanted (server-side rendering, component tests).
   */
  liveSocket?: LiveSocketFactory;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}

/** The request's tenant: id, base path, build version and public config. */
export const useTenant = (): TenantBootstrap => useServices().bootstrap;

/** The API client for the current page or request. */
export const useApi = (): ApiClient => useServices().api;
