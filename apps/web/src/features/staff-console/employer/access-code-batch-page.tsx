import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import {
  accessCodeRevocationSchema,
  type AccessCode,
  type AccessCodeBatchDetail,
} from '@portal/domain/staff/employer-codes';
import { formatMoney } from '@portal/domain/money/format-money';
import { TextAreaField } from '@/components/form-field';
import { PageMeta } from '@/components/page-meta';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';
import { FileDownload } from '../shared/file-download';
import { ListFailure } from '../shared/list-read';
import { recordDate, recordTime } from '../shared/record-format';
import { useRevokeAccessCode, useRevokeAccessCodeBatch } from './change-access-codes';
import { useAccessCodeBatch } from './get-access-codes';

/**
 * /staff/employer/codes/{batchId}: one batch of the employer's access codes (docs/employers.md):
 * its CSV, each code with whether and when it was redeemed and by whom, and the withdrawal of a
 * code or of the whole batch.
 */
export function AccessCodeBatchPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('batch.title')} />
      <h1>{t('batch.heading')}</h1>
      <StaffSignedIn>{() => <Batch />}</StaffSignedIn>
    </div>
  );
}

function Batch() {
  const { t } = useTranslation('staff');
  const { batchId = '' } = useParams();
  const batch = useAccessCodeBatch(batchId);
  const back = (
    <p>
      <Link to={paths.staffEmployerCodes.href()}>{t('batch.back')}</Link>
    </p>
  );
  if (batch.data) {
    return (
      <>
        {back}
        <BatchSummary batch={batch.data} />
        <Codes batch={batch.data} />
      </>
    );
  }
  return (
    <>
      {back}
      {batch.error ? (
        <ListFailure id="batch-failure" read={batch} />
      ) : (
        <p aria-live="polite">{t('batch.loading')}</p>
      )}
    </>
  );
}

function BatchSummary({ batch }: { batch: AccessCodeBatchDetail }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="batch-summary" className="staff-section">
      <h2 id="batch-summary">{`${batch.program.name} (${batch.program.code})`}</h2>
      <dl className="staff-record">
        <dt>{t('batch.created')}</dt>
        <dd>{t('batch.createdValue', { at: recordTime(batch.createdAt), by: batch.createdBy })}</dd>
        <dt>{t('codes.counts')}</dt>
        <dd>{t('codes.countsValue', { ...batch.counts, count: batch.count })}</dd>
        <dt>{t('batch.price')}</dt>
        <dd>{formatMoney(batch.unitPriceCents)}</dd>
        <dt>{t('codes.expiresOn')}</dt>
        <dd>{batch.expiresOn ? recordDate(batch.expiresOn) : t('codes.noExpiry')}</dd>
        <dt>{t('codes.state')}</dt>
        <dd>
          {batch.revokedAt
            ? t('batch.revokedOn', { at: recordTime(batch.revokedAt) })
            : t('codes.batchStands')}
        </dd>
      </dl>
      <FileDownload
        id="batch-download"
        path={`/staff-api/employer/batches/${batch.id}/codes.csv`}
        fileName={`access-codes-${batch.id.slice(0, 8)}.csv`}
        query=""
        words={{
          download: t('batch.download'),
          downloading: t('batch.downloading'),
          failed: t('batch.downloadFailed'),
        }}
      />
      {batch.revokedAt === null && batch.counts.available > 0 ? (
        <RevokeBatch batch={batch} />
      ) : null}
    </section>
  );
}

type RevocationForm = z.input<typeof accessCodeRevocationSchema>;
const NO_REASON: RevocationForm = { reason: '' };

function useRevocationForm() {
  const form = useSchemaForm<RevocationForm>(accessCodeRevocationSchema, NO_REASON);
  return { ...form, resetForm: () => form.reset(NO_REASON) };
}

function RevokeBatch({ batch }: { batch: AccessCodeBatchDetail }) {
  const { t } = useTranslation('staff');
  const revoke = useRevokeAccessCodeBatch(batch.id);
  const { field, handleSubmit, setError, resetForm } = useRevocationForm();
  const dialog = useActionDialog(revoke, resetForm);
  const submit = handleSubmit((body) =>
    revoke.mutate(body, {
      onSuccess: dialog.close,
      onError: (failure) => applyFieldErrors<RevocationForm>(failure, ['reason'], setError),
    }),
  );
  return (
    <ActionDialog
      id="batch-revoke"
      label={t('batch.revokeBatch')}
      description={t('batch.revokeBatchDescription', { count: batch.counts.available })}
      submitLabel={t('batch.revokeBatchSubmit')}
      onSubmit={(event) => void submit(event)}
      {...dialog.props}
    >
      <TextAreaField label={t('batch.reason')} rows={3} required {...field('reason')} />
    </ActionDialog>
  );
}

function Codes({ batch }: { batch: AccessCodeBatchDetail }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="batch-codes" className="staff-section">
      <h2 id="batch-codes">{t('batch.codes')}</h2>
      <table className="staff-table">
        <caption>{t('batch.codesCaption', { count: batch.codes.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('batch.code')}</th>
            <th scope="col">{t('codes.state')}</th>
            <th scope="col">{t('batch.redeemed')}</th>
            <th scope="col">{t('batch.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {batch.codes.map((code) => (
            <CodeRow key={code.code} batchId={batch.id} code={code} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function CodeRow({ batchId, code }: { batchId: string; code: AccessCode }) {
  const { t } = useTranslation('staff');
  return (
    <tr>
      <th scope="row">
        <code>{code.code}</code>
      </th>
      <td>{t(`batch.statuses.${code.status}`)}</td>
      <td>
        {code.redeemedAt && code.redeemedBy
          ? t('batch.redeemedBy', {
              at: recordTime(code.redeemedAt),
              name: `${code.redeemedBy.firstName} ${code.redeemedBy.lastName}`.trim(),
              email: code.redeemedBy.email,
            })
          : ''}
      </td>
      <td>
        {code.status === 'available' ? <RevokeCode batchId={batchId} code={code.code} /> : null}
      </td>
    </tr>
  );
}

function RevokeCode({ batchId, code }: { batchId: string; code: string }) {
  const { t } = useTranslation('staff');
  const revoke = useRevokeAccessCode(batchId, code);
  const { field, handleSubmit, setError, resetForm } = useRevocationForm();
  const dialog = useActionDialog(revoke, resetForm);
  const submit = handleSubmit((body) =>
    revoke.mutate(body, {
      onSuccess: dialog.close,
      onError: (failure) => applyFieldErrors<RevocationForm>(failure, ['reason'], setError),
    }),
  );
  return (
    <ActionDialog
      id={`code-${code}-revoke`}
      label={t('batch.revokeCode', { code })}
      triggerText={t('batch.revoke')}
      description={t('batch.revokeCodeDescription', { code })}
      submitLabel={t('batch.revokeCodeSubmit')}
      onSubmit={(event) => void submit(event)}
      {...dialog.props}
    >
      <TextAreaField label={t('batch.reason')} rows={3} required {...field('reason')} />
    </ActionDialog>
  );
}
