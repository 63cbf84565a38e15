import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { disputeResponseSchema, type DisputeView } from '@portal/domain/ledger/dispute';
import { formatMoney } from '@portal/domain/money/format-money';
import { FormField, TextAreaField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';
import { recordTime } from '../shared/record-format';
import { useRespondToDispute } from './respond-to-dispute';

type ResponseForm = z.input<typeof disputeResponseSchema>;
const EMPTY: ResponseForm = { evidence: { text: '', fileReference: '' } };

/**
 * Finance's answer to a dispute waiting for one (docs/disputes.md): the evidence in words and,
 * optionally, a reference to a file the bank may ask for. Once sent, the dispute is under review.
 */
export function DisputeResponseDialog({ dispute }: { dispute: DisputeView }) {
  const { t } = useTranslation('staff');
  const respond = useRespondToDispute(dispute.id);
  const { field, handleSubmit, setError, reset } = useSchemaForm<ResponseForm>(
    disputeResponseSchema,
    EMPTY,
  );
  const dialog = useActionDialog(respond, () => reset(EMPTY));
  const submit = handleSubmit((body) =>
    respond.mutate(
      {
        evidence: {
          text: body.evidence.text,
          fileReference: body.evidence.fileReference || undefined,
        },
      },
      {
        onSuccess: () => dialog.close(),
        onError: (failure) =>
          applyFieldErrors<ResponseForm>(
            failure,
            ['evidence.text', 'evidence.fileReference'],
            setError,
          ),
      },
    ),
  );
  return (
    <ActionDialog
      id={`dispute-${dispute.id}-response`}
      label={t('disputes.respond')}
      description={t('disputes.respondDescription', {
        amount: formatMoney(dispute.amountCents),
        name: dispute.student.name,
        deadline: recordTime(dispute.respondBy),
      })}
      submitLabel={t('disputes.send')}
      {...dialog.props}
      onSubmit={(event) => void submit(event)}
    >
      <TextAreaField label={t('disputes.evidence')} rows={5} {...field('evidence.text')} />
      <FormField
        label={t('disputes.fileReference')}
        hint={t('disputes.fileReferenceHint')}
        {...field('evidence.fileReference')}
      />
    </ActionDialog>
  );
}
