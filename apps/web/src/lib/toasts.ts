/** docs/product/error-catalogue.md, constants-and-limits.md: toasts stay 4000 ms. */
export const TOAST_DURATION_MS = 4000;

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  variant: ToastVariant;
  /** Already translated text; callers translate with t() before showing. */
  message: string;
  link?: { href: string; label: string };
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

/**
 * A tiny store of the toasts on screen, usable outside React (the API client shows the
 * session-expired toast). The app's <Toaster> renders it with Radix Toast.
 */
export const toastStore = {
  show(toast: Omit<Toast, 'id'>): number {
    // The same words already on screen are not said twice: a tab that paid hears of its payment
    // from its own request and again from the live channel (docs/product/states-and-transitions.md events).
    const same = toasts.find((t) => t.variant === toast.variant && t.message === toast.message);
    if (same) return same.id;
    const id = nextId++;
    emit([...toasts, { ...toast, id }]);
    return id;
  },
  dismiss(id: number) {
    emit(toasts.filter((t) => t.id !== id));
  },
  clear() {
    emit([]);
  },
  getSnapshot(): readonly Toast[] {
    return toasts;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const showToast = {
  success: (message: string) => toastStore.show({ variant: 'success', message }),
  info: (message: string) => toastStore.show({ variant: 'info', message }),
  error: (message: string, link?: Toast['link']) =>
    toastStore.show(link ? { variant: 'error', message, link } : { variant: 'error', message }),
};
