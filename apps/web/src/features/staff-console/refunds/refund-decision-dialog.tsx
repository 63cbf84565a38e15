import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { refundDecisionSchema, type RefundView } from '@portal/domain/ledger/refund';
import { formatMoney } from '@portal/domain/money/format-money';
import { TextAreaField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';
import { useDecideRefund } from './refund-calls';

type DecisionForm = z.input<typeof refundDecisionSchema>;

/**
 * Approve or Decline of another member's pending refund (docs/refunds.md): a dialog saying what
 * the decision does, with the reason the server keeps in the audit log (optional, as its schema
 * says; without one the request's reason stands).
 */
export function RefundDecisionDialog(props: {
  studentId: string;
  orderId: string;
  refund: RefundView;
  decision: 'approval' | 'decline';
}) {
  const { t } = useTranslation('staff');
  const decide = useDecideRefund(props.studentId, props.orderId);
  const { field, handleSubmit, setError, reset } = useSchemaForm<DecisionForm>(
    refundDecisionSchema,
    { reason: '' },
  );
  const dialog = useActionDialog(decide, () => reset({ reason: '' }));
  const amount = formatMoney(props.refund.amountCents);
  const submit = handleSubmit((body) =>
    decide.mutate(
      { refundId: props.refund.id, decision: props.decision, reason: body.reason || undefined },
      {
        onSuccess: () => dialog.close(),
        onError: (failure) => applyFieldErrors<DecisionForm>(failure, ['reason'], setError),
      },
    ),
  );
  const approving = props.decision === 'approval';
  return (
    <ActionDialog
      id={`refund-${props.refund.id}-${props.decision}`}
      label={approving ? t('refunds.approve') : t('refunds.decline')}
      description={
        approving
          ? t('refunds.approveDescription', { amount })
          : t('refunds.declineDescription', { amount })
      }
      submitLabel={approving ? t('refunds.approve') : t('refunds.decline')}
      {...dialog.props}
      onSubmit={(event) => void submit(event)}
    >
      <TextAreaField
        label={t('refunds.decisionReason')}
        hint={t('refunds.decisionReasonHint')}
        rows={3}
        {...field('reason')}
      />
    </ActionDialog>
  );
}
