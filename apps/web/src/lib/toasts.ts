/** SPEC §8/§9: toasts stay 4000 ms. */
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
