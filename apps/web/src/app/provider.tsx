import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ServicesProvider, type AppServices } from '@/lib/app-services';

/** Providers every route needs: the tenant and API, server state and translations. */
export function AppProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={services.i18n}>
        <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </ServicesProvider>
  );
}
