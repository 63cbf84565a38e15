import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keepToastsClearOfFocus } from '@/lib/dom/toast-edge';
import { TOAST_DURATION_MS, toastStore } from '@/lib/toasts';

/**
 * The toast store rendered with Radix Toast: announced through an aria-live region (errors
 * assertively), paused on hover and focus, closable with a button, swipe or Escape, and reachable
 * with F8. The region keeps clear of the focused element (WCAG 2.4.11) and of the page's main
 * action: at the bottom of the window, or at the top while the bottom would cover either.
 */
export default function RadixToaster() {
  const { t } = useTranslation('common');
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => (viewport.current ? keepToastsClearOfFocus(viewport.current) : undefined), []);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      label={t('toast.region', { hotkey: 'F8' })}
    >
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          className={`toast toast--${toast.variant}`}
          type={toast.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(toast.id);
          }}
        >
          <ToastPrimitive.Title className="visually-hidden">
            {t(`toast.${toast.variant}`)}
          </ToastPrimitive.Title>
          <ToastPrimitive.Description className="toast__message">
            {toast.message}
          </ToastPrimitive.Description>
          {toast.link ? (
            <ToastPrimitive.Action altText={toast.link.label} asChild>
              <Link
                to={toast.link.href}
                className="toast__action"
                onClick={() => toastStore.dismiss(toast.id)}
              >
                {toast.link.label}
              </Link>
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close className="icon-button toast__close" aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport ref={viewport} className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
