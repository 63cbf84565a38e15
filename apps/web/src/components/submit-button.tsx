import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export interface SubmitButtonProps {
  /** The form is being sent: the button refuses to send it again and says so to screen readers. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A form's submit button. On a server-rendered page it stays disabled until the page's script
 * has taken over: an earlier click would submit the form natively, a GET that puts every field,
 * a password among them, in the URL. While the form is being sent the button stays enabled, so it
 * keeps the keyboard focus (a disabled button drops it to the document), and refuses the click
 * (Enter in a field clicks it too) that would send the form twice.
 */
export function SubmitButton({
  busy = false,
  className = 'button button--primary',
  children,
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={className}
      disabled={!hydrated}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
