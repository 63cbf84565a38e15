import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import type { RegistrarDecision } from '@portal/domain/staff/registrar-queues';
import { TextAreaField } from '@/components/form-field';
import { ApiError } from '@/lib/api-error';
import { applyFieldErrors, serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useDecideRegistrarItem } from './decide-registrar-item';
import { ConsoleDialog, DialogActions, DialogDescription } from '../shared/console-dialog';
import { FailureNotice } from '../shared/failure-notice';

/**
 * A registrar's decision on one item, in the console's dialog (focus kept
 * inside, Escape closes, the focus returns to the button): the choices (grant or refuse, confirm
 * or refuse) when there are several, the message the student reads (or a note for the audit log),
 * checked by the server's own schema. A refusal (another registrar came first, say) shows in the
 * dialog in the catalogue's words; the queue is asked again either way.
 */
export function DecisionDialog<Body extends FieldValues>({
  trigger,
  title,
  description,
  path,
  schema,
  defaultValues,
  choices,
  textField,
  textLabel,
  textHint,
  submitLabel,
  onDecided,
}: {
  /** The button's words, naming the student so each row's button reads apart. */
  trigger: string;
  title: string;
  description: string;
  path: string;
  schema: z.ZodType<Body, Body>;
  defaultValues: Body;
  /** The decisions to choose from (field `decision`); none: one action. */
  choices?: { value: string; label: string }[];
  textField: Path<Body>;
  textLabel: string;
  textHint?: string;
  submitLabel: string;
  onDecided: (decision: RegistrarDecision) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const [open, setOpen] = useState(false);
  // After a decision the row goes away (maybe before the dialog's closing ends): the page says so
  // and moves the focus, not the dialog's return to its button.
  const [decided, setDecided] = useState<RegistrarDecision | null>(null);
  const decide = useDecideRegistrarItem();
  const form = useSchemaForm<Body>(schema, defaultValues as never);
  const { field, handleSubmit, setError, reset, register } = form;
  const error = decide.error;
  const refusal =
    error && serverFieldErrors(error).length === 0
      ? error instanceof ApiError && error.status < 500
        ? describeApiError(error.body, error.status, error.statusText, (key) => tDomain(key))
        : [t('registrar.failed')]
      : null;

  const submit = handleSubmit((body) =>
    decide.mutate(
      { path, body },
      {
        onSuccess: (decision) => {
          setDecided(decision);
          setOpen(false);
          onDecided(decision);
        },
        onError: (failure) => applyFieldErrors<Body>(failure, [textField], setError),
      },
    ),
  );

  return (
    <ConsoleDialog
      trigger={trigger}
      title={title}
      onCloseAutoFocus={(event) => {
        if (!decided) return;
        setDecided(null);
        event.preventDefault();
      }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          reset(defaultValues);
          decide.reset();
        }
      }}
    >
      <DialogDescription>{description}</DialogDescription>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {choices ? (
          <fieldset className="form-field">
            <legend>{t('registrar.decision')}</legend>
            {choices.map((choice) => (
              <label key={choice.value} className="form-field__choice">
                <input type="radio" value={choice.value} {...register('decision' as Path<Body>)} />{' '}
                {choice.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <TextAreaField label={textLabel} hint={textHint} rows={4} {...field(textField)} />
        <FailureNotice id="registrar-decision-failure" messages={refusal} />
        <DialogActions
          cancel={t('registrar.cancel')}
          submit={submitLabel}
          busy={decide.isPending}
        />
      </form>
    </ConsoleDialog>
  );
}
