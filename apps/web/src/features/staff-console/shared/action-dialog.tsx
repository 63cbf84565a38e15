import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { ConsoleDialog, DialogActions, DialogDescription } from './console-dialog';
import { FailureNotice } from './failure-notice';

/**
 * The frame of every action's dialog (docs/staff-console.md "Acting on a student"): the app's
 * alert dialog, opened by its button, titled by the action, saying what it will do, with the
 * action's fields, a refusal in the catalogue's words, Cancel and the confirming button. Closed,
 * the focus returns to its button.
 */
export function ActionDialog({
  id,
  label,
  triggerText,
  description,
  submitLabel,
  open,
  onOpenChange,
  onSubmit,
  busy,
  refusal,
  children,
}: {
  id: string;
  /** The dialog's title, and its button's name. */
  label: string;
  /** Shorter words on the button (one per row of a table), named `label` for assistive technology. */
  triggerText?: string;
  description: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The catalogue's words for a refusal no field shows, or null. */
  refusal: string[] | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  return (
    <ConsoleDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={triggerText ?? label}
      triggerName={triggerText ? label : undefined}
      title={label}
    >
      <DialogDescription>{description}</DialogDescription>
      <form className="form" noValidate onSubmit={onSubmit}>
        {children}
        <FailureNotice id={`${id}-failure`} messages={refusal} />
        <DialogActions
          cancel={t('actions.cancel')}
          submit={busy ? t('actions.working') : submitLabel}
          busy={busy}
        />
      </form>
    </ConsoleDialog>
  );
}

/**
 * The catalogue's words for an action's failure that no field shows (`shownOnFields` says which
 * the form puts under a field), or null.
 */
export function useRefusal(
  error: unknown,
  shownOnFields: (error: unknown) => boolean = () => false,
) {
  const { t } = useTranslation('domain');
  if (!error || serverFieldErrors(error).length > 0 || shownOnFields(error)) return null;
  return error instanceof ApiError
    ? describeApiError(error.body, error.status, error.statusText, (key) => t(key))
    : [t('errors.SOMETHING_WENT_WRONG')];
}

/**
 * The open state an action's dialog shares with its mutation: opened, its form starts again
 * (`resetForm`) and the last refusal is forgotten; `close` once the action is done. `props` are
 * ActionDialog's open, onOpenChange, busy and refusal.
 */
export function useActionDialog(
  mutation: { reset: () => void; isPending: boolean; error: unknown },
  resetForm: () => void,
  shownOnFields?: (error: unknown) => boolean,
) {
  const [open, setOpen] = useState(false);
  const refusal = useRefusal(mutation.error, shownOnFields);
  return {
    close: () => setOpen(false),
    props: {
      open,
      onOpenChange: (next: boolean) => {
        if (next) {
          resetForm();
          mutation.reset();
        }
        setOpen(next);
      },
      busy: mutation.isPending,
      refusal,
    },
  };
}
