import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  resolveReconciliationItemSchema,
  type ReconciliationItemView,
} from '@portal/domain/ledger/reconciliation';
import { TextAreaField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ActionDialog, useRefusal } from '../shared/action-dialog';
import { useResolveReconciliationItem } from './resolve-reconciliation-item';

type ResolveForm = z.input<typeof resolveReconciliationItemSchema>;
const EMPTY: ResolveForm = { reason: '' };

/**
 * Marks a reconciliation item dealt with (docs/reconciliation.md "The queue"): the reason is
 * required, and goes to the audit log with the item.
 */
export function ResolveItemDialog({ item }: { item: ReconciliationItemView }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const resolve = useResolveReconciliationItem(item.id);
  const { field, handleSubmit, setError, reset } = useSchemaForm<ResolveForm>(
    resolveReconciliationItemSchema,
    EMPTY,
  );
  const refusal = useRefusal(resolve.error);
  const submit = handleSubmit((body) =>
    resolve.mutate(body, {
      onSuccess: () => setOpen(false),
      onError: (failure) => applyFieldErrors<ResolveForm>(failure, ['reason'], setError),
    }),
  );
  return (
    <ActionDialog
      id={`reconciliation-${item.id}-resolve`}
      label={t('reconciliation.resolve')}
      description={t('reconciliation.resolveDescription', {
        kind: t(`reconciliation.kinds.${item.kind}`),
        transaction: item.transactionId ?? t('reconciliation.noTransaction'),
      })}
      submitLabel={t('reconciliation.markResolved')}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          reset(EMPTY);
          resolve.reset();
        }
        setOpen(next);
      }}
      onSubmit={(event) => void submit(event)}
      busy={resolve.isPending}
      refusal={refusal}
    >
      <TextAreaField label={t('reconciliation.reason')} rows={3} {...field('reason')} />
    </ActionDialog>
  );
}
