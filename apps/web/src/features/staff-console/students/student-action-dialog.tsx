import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_TTL_MINUTES } from '@portal/domain/auth/password-reset';
import {
  studentActionSchema,
  type ReasonOnlyAction,
  type StudentActionRequest,
} from '@portal/domain/staff/student-actions';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { TextAreaField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useActOnStudent } from './act-on-student';
import { ActionDialog, useRefusal } from '../shared/action-dialog';

/**
 * An action that asks only why. Done, it closes and tells the page what was done; refused, it
 * stays open with the server's field error on the reason or the catalogue's words.
 */
export function StudentActionDialog({
  action,
  record,
  onDone,
}: {
  action: ReasonOnlyAction;
  record: StudentRecord;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const act = useActOnStudent(record.profile.id);
  const form = useSchemaForm<StudentActionRequest>(studentActionSchema, { reason: '' });
  const { profile } = record;
  const words = {
    name: t('student.name', profile),
    email: profile.email,
    minutes: RESET_CODE_TTL_MINUTES,
  };

  const onSubmit = form.handleSubmit(({ reason }) => {
    if (act.isPending) return;
    act.mutate(
      { action, body: { reason } },
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
    <ActionDialog
      id={`student-action-${action}`}
      label={t(`actions.${action}.open`)}
      description={t(`actions.${action}.description`, words)}
      submitLabel={t(`actions.${action}.submit`)}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          form.reset({ reason: '' });
          act.reset();
        }
      }}
      onSubmit={onSubmit}
      busy={act.isPending}
      refusal={useRefusal(act.error)}
    >
      <TextAreaField
        label={t('actions.reason')}
        hint={t('actions.reasonHint')}
        rows={3}
        {...form.field('reason')}
      />
    </ActionDialog>
  );
}
