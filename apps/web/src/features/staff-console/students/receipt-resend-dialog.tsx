import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/domain/money/format-money';
import {
  studentReceiptResendSchema,
  type StudentReceiptResend,
} from '@portal/domain/staff/student-actions';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { SelectField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { recordDate } from '../shared/record-format';
import { useActOnStudent } from './act-on-student';
import { ReasonField } from '../shared/reason-field';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';

type Order = StudentRecord['orders'][number];

/** The orders that have a receipt: those paid (docs/product/states-and-transitions.md). */
export const paidOrders = (record: StudentRecord) =>
  record.orders.filter((order) => order.status === 'SUCCESS');

/**
 * Mail the student the receipt of one of their paid orders, chosen from the record's; the mail
 * links to their payment history, where the PDF is.
 */
export function ReceiptResendDialog({
  record,
  onDone,
}: {
  record: StudentRecord;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const act = useActOnStudent(record.profile.id);
  const orders = paidOrders(record);
  const initial = (): StudentReceiptResend => ({ reason: '', orderId: orders[0]?.id ?? '' });
  const form = useSchemaForm<StudentReceiptResend>(studentReceiptResendSchema, initial());
  const dialog = useActionDialog(act, () => form.reset(initial()));
  const { profile } = record;
  const words = { name: t('student.name', profile), email: profile.email };
  const label = (order: Order) =>
    t('actions.resend-receipt.order', {
      placed: recordDate(order.createdAt),
      kind: order.kind,
      total: formatMoney(order.totalCents),
    });

  const onSubmit = form.handleSubmit((body) => {
    if (act.isPending) return;
    act.mutate(
      { action: 'resend-receipt', body },
      {
        onSuccess: () => {
          onDone(t('actions.resend-receipt.done', words));
          dialog.close();
        },
        onError: (error) =>
          applyFieldErrors<StudentReceiptResend>(error, ['reason', 'orderId'], form.setError),
      },
    );
  });

  return (
    <ActionDialog
      id="student-action-resend-receipt"
      label={t('actions.resend-receipt.open')}
      description={t('actions.resend-receipt.description', words)}
      submitLabel={t('actions.resend-receipt.submit')}
      {...dialog.props}
      onSubmit={onSubmit}
    >
      <SelectField label={t('actions.resend-receipt.which')} {...form.field('orderId')}>
        {orders.map((order) => (
          <option key={order.id} value={order.id}>
            {label(order)}
          </option>
        ))}
      </SelectField>
      <ReasonField {...form.field('reason')} />
    </ActionDialog>
  );
}
