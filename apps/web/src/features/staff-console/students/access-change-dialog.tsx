import { useTranslation } from 'react-i18next';
import {
  latestAccessDay,
  studentAccessEndSchema,
  studentAccessExtensionSchema,
  type StudentAccessExtension,
} from '@portal/domain/staff/access-change';
import { utcDay } from '@portal/domain/ledger/refund';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { FormField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { recordDate } from '../shared/record-format';
import { useActOnStudent } from './act-on-student';
import { ReasonField } from '../shared/reason-field';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';

type AccessAction = 'extend-access' | 'end-access';

const SCHEMAS = {
  'extend-access': studentAccessExtensionSchema,
  'end-access': studentAccessEndSchema,
};

/**
 * Extend the student's access to a later day, or end it today or on a later day (days in UTC,
 * docs/staff-console.md "Acting on a student"). The day is checked against today and the current
 * end by the server, whose refusal shows under the day in the catalogue's words. Ending starts
 * at today, which ends the access at once.
 */
export function AccessChangeDialog({
  action,
  record,
  onDone,
}: {
  action: AccessAction;
  record: StudentRecord;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const act = useActOnStudent(record.profile.id);
  const initial = (): StudentAccessExtension => ({
    reason: '',
    endsOn: action === 'end-access' ? utcDay(new Date()) : '',
  });
  const form = useSchemaForm<StudentAccessExtension>(SCHEMAS[action], initial());
  const dialog = useActionDialog(act, () => form.reset(initial()));
  const name = t('student.name', record.profile);
  const currentEnd = record.membership?.expiresAt;
  const today = utcDay(new Date());

  const onSubmit = form.handleSubmit((body) => {
    if (act.isPending) return;
    act.mutate(
      { action, body },
      {
        onSuccess: (answer) => {
          const on = recordDate(`${body.endsOn}T00:00:00.000Z`);
          const key = action === 'end-access' && body.endsOn === today ? 'doneToday' : 'done';
          onDone(t(`actions.${action}.${key}`, { name, on, count: answer.count }));
          dialog.close();
        },
        onError: (error) =>
          applyFieldErrors<StudentAccessExtension>(error, ['reason', 'endsOn'], form.setError),
      },
    );
  });

  return (
    <ActionDialog
      id={`student-action-${action}`}
      label={t(`actions.${action}.open`)}
      description={t(`actions.${action}.description`, {
        name,
        end: currentEnd ? recordDate(currentEnd) : t('actions.access.noEnd'),
      })}
      submitLabel={t(`actions.${action}.submit`)}
      {...dialog.props}
      onSubmit={onSubmit}
    >
      <FormField
        label={t(`actions.${action}.day`)}
        hint={t(`actions.${action}.dayHint`)}
        type="date"
        min={today}
        max={action === 'extend-access' ? latestAccessDay(new Date()) : undefined}
        {...form.field('endsOn')}
      />
      <ReasonField {...form.field('reason')} />
    </ActionDialog>
  );
}
