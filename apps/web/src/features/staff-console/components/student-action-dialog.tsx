import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_TTL_MINUTES } from '@portal/domain/auth/password-reset';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import {
  studentActionSchema,
  type StudentAction,
  type StudentActionRequest,
} from '@portal/domain/staff/student-actions';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { TextAreaField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { ApiError } from '@/lib/api-error';
import { applyFieldErrors, serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useActOnStudent } from '../api/act-on-student';
import { FailureNotice } from './failure-notice';

/**
 * One action on the student, in a dialog that names what it will do and asks why. Done, it
 * closes (the focus goes back to its button) and tells the page what was done; refused, it stays
 * open with the server's field error on the reason or the catalogue's words above the buttons.
 */
export function StudentActionDialog({
  action,
  record,
  onDone,
}: {
  action: StudentAction;
  record: StudentRecord;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const [open, setOpen] = useState(false);
  const act = useActOnStudent(record.profile.id);
  const form = useSchemaForm<StudentActionRequest>(studentActionSchema, { reason: '' });
  const { profile } = record;
  const words = {
    name: t('student.name', profile),
    email: profile.email,
    minutes: RESET_CODE_TTL_MINUTES,
  };

  const refusal =
    act.error && serverFieldErrors(act.error).length === 0
      ? act.error instanceof ApiError
        ? describeApiError(act.error.body, act.error.status, act.error.statusText, (key) =>
            tDomain(key),
          )
        : [tDomain('errors.SOMETHING_WENT_WRONG')]
      : null;

  const onSubmit = form.handleSubmit(({ reason }) => {
    if (act.isPending) return;
    act.mutate(
      { action, reason },
      {
        onSuccess: (answer) => {
          onDone(t(`actions.${action}.done`, { ...words, count: answer.count }));
          setOpen(false);
        },
        onError: (error) =>
          applyFieldErrors<StudentActionRequest>(error, ['reason'], form.setError),
      },
    );
  });

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          form.reset({ reason: '' });
          act.reset();
        }
      }}
    >
      <AlertDialog.Trigger asChild>
        <button type="button" className="button button--secondary">
          {t(`actions.${action}.open`)}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog__title">
            {t(`actions.${action}.open`)}
          </AlertDialog.Title>
          <AlertDialog.Description>
            {t(`actions.${action}.description`, words)}
          </AlertDialog.Description>
          <form className="form" noValidate onSubmit={onSubmit}>
            <TextAreaField
              label={t('actions.reason')}
              hint={t('actions.reasonHint')}
              rows={3}
              {...form.field('reason')}
            />
            <FailureNotice id={`student-action-${action}-failure`} messages={refusal} />
            <div className="dialog__actions">
              <AlertDialog.Cancel className="button button--secondary">
                {t('actions.cancel')}
              </AlertDialog.Cancel>
              <SubmitButton busy={act.isPending}>
                {act.isPending ? t('actions.working') : t(`actions.${action}.submit`)}
              </SubmitButton>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
