import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export interface SubmitButtonProps {
  /** The form is being sent: the button is disabled and says so to screen readers. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A form's submit button. On a server-rendered page it stays disabled until the page's script
 * has taken over: an earlier click would submit the form natively, a GET that puts every field,
 * a password among them, in the URL.
 */
export function SubmitButton({
  busy = false,
  className = 'button button--primary',
  children,
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={busy || !hydrated} aria-busy={busy}>
      {children}
    </button>
  );
}
