import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/toaster';
import { RequestInfoForm } from '@/features/leads/components/request-info-form';
import { browserServices } from '@/lib/browser-services';
import { AppProvider } from '../app/provider';

/** Replaces the slot's "call us instead" note with the request-info form. */
export function mount(slot: HTMLElement): void {
  createRoot(slot).render(
    <StrictMode>
      <AppProvider services={browserServices()}>
        <RequestInfoForm />
        <Toaster />
      </AppProvider>
    </StrictMode>,
  );
}
