import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/toaster';
import { RequestInfoForm } from '@/features/leads/components/request-info-form';
import { browserServices } from '@/lib/browser-services';
import { loadLanguage } from '@/lib/i18n';
import { tenantBootstrap } from '@/lib/tenant-bootstrap';
import { AppProvider } from '../app/provider';

/** Replaces the slot's "call us instead" note with the request-info form. */
export async function mount(slot: HTMLElement): Promise<void> {
  await loadLanguage(tenantBootstrap().language);
  createRoot(slot).render(
    <StrictMode>
      <AppProvider services={browserServices()}>
        <RequestInfoForm />
        <Toaster />
      </AppProvider>
    </StrictMode>,
  );
}
