import { useTranslation } from 'react-i18next';
import { RESET_CODE_TTL_MINUTES } from '@portal/domain/auth/password-reset';
import {
  studentActionSchema,
  type ReasonOnlyAction,
  type StudentActionRequest,
} from '@portal/domain/staff/student-actions';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useActOnStudent } from './act-on-student';
import { ReasonField } from '../shared/reason-field';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';

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
  const act = useActOnStudent(record.profile.id);
  const form = useSchemaForm<StudentActionRequest>(studentActionSchema, { reason: '' });
  const dialog = useActionDialog(act, () => form.reset({ reason: '' }));
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
          dialog.close();
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
      {...dialog.props}
      onSubmit={onSubmit}
    >
      <ReasonField {...form.field('reason')} />
    </ActionDialog>
  );
}
