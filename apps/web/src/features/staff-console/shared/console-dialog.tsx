import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/submit-button';
import { useInertApp } from '@/lib/dom/use-inert-app';

/**
 * The console's modal dialog (Radix AlertDialog): the focus held inside, Escape and Cancel close
 * it, the focus returns to what opened it, and the app behind it is inert (`useInertApp`: Radix
 * only hides it with `aria-hidden`, which leaves its links focusable). Given `trigger`, it comes
 * with the button that opens it; without, it is opened and closed by `open` alone.
 */
export function ConsoleDialog({
  open,
  onOpenChange,
  trigger,
  triggerName,
  title,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The words of the button that opens it, shown where the dialog is placed. */
  trigger?: ReactNode;
  /** The trigger's accessible name when its words alone do not say which (one button per row). */
  triggerName?: string;
  title: ReactNode;
  /** Called as the focus returns; `preventDefault()` keeps it where the caller put it. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  useInertApp(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? (
        <AlertDialog.Trigger asChild>
          <button type="button" className="button button--secondary" aria-label={triggerName}>
            {trigger}
          </button>
        </AlertDialog.Trigger>
      ) : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog" onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** What the dialog will do: read out with its title when it opens. */
export const DialogDescription = AlertDialog.Description;

/** A button that closes the dialog without doing anything. */
export function DialogCancel({ children }: { children: ReactNode }) {
  return <AlertDialog.Cancel className="button button--secondary">{children}</AlertDialog.Cancel>;
}

/** The end of a dialog's form: Cancel, then the button that does what the dialog says. */
export function DialogActions({
  cancel,
  submit,
  busy,
}: {
  cancel: ReactNode;
  submit: ReactNode;
  busy: boolean;
}) {
  return (
    <div className="dialog__actions">
      <DialogCancel>{cancel}</DialogCancel>
      <SubmitButton className="button button--primary" busy={busy}>
        {submit}
      </SubmitButton>
    </div>
  );
}
