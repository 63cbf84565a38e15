import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from '@/lib/toasts';

const RadixToaster = lazy(() => import('./radix-toaster'));

/**
 * Toasts (docs/product/error-catalogue.md): the Radix implementation loads with the first toast, so pages that never show
 * one (most public visits) do not download it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return toasts.length > 0 ? (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  ) : null;
}
