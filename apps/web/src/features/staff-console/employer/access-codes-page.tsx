import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  accessCodeBatchFormSchema,
  MAX_BATCH_CODES,
  type AccessCodeBatch,
  type AccessCodeBatchForm,
  type EmployerOverview,
} from '@portal/domain/staff/employer-codes';
import { formatMoney } from '@portal/domain/money/format-money';
import { FormField, SelectField } from '@/components/form-field';
import { PageMeta } from '@/components/page-meta';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useRefusal } from '../shared/action-dialog';
import { FileDownload } from '../shared/file-download';
import { FailureNotice } from '../shared/failure-notice';
import { ListFailure, listStatus } from '../shared/list-read';
import { ListPager, useFocusOnNewPage } from '../shared/list-pager';
import { recordDate, recordTime } from '../shared/record-format';
import { useGenerateAccessCodes } from './change-access-codes';
import {
  useAccessCodeBatches,
  useEmployerOverview,
  useEmployerStatements,
} from './get-access-codes';

/**
 * /staff/employer/codes?page=: an employer's access codes (docs/employers.md): a batch to
 * generate, the batches made so far with their codes counted, and the monthly statements.
 */
export function AccessCodesPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('codes.title')} />
      <h1>{t('codes.heading')}</h1>
      <StaffSignedIn>{() => <AccessCodes />}</StaffSignedIn>
    </div>
  );
}

function AccessCodes() {
  const { t } = useTranslation('staff');
  const overview = useEmployerOverview();
  if (overview.data) {
    return (
      <>
        <p>{t('codes.intro', { employer: overview.data.employer.name })}</p>
        <GenerateBatch overview={overview.data} />
        <Batches />
        <Statements />
      </>
    );
  }
  return overview.error ? (
    <ListFailure id="employer-failure" read={overview} />
  ) : (
    <p aria-live="polite">{t('codes.loading')}</p>
  );
}

const EMPTY: AccessCodeBatchForm = { degreeProgramId: '', count: '', expiresOn: '' };

/** The batch to generate: one of the employer's programs, how many, and an optional last day. */
function GenerateBatch({ overview }: { overview: EmployerOverview }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const generate = useGenerateAccessCodes();
  const { field, handleSubmit, setError } = useSchemaForm(accessCodeBatchFormSchema, EMPTY);
  const refusal = useRefusal(generate.error);
  const submit = handleSubmit((body) =>
    generate.mutate(body, {
      onSuccess: (batch) => void navigate(paths.staffEmployerBatch.href(batch.id)),
      onError: (failure) =>
        applyFieldErrors<AccessCodeBatchForm>(
          failure,
          ['degreeProgramId', 'count', 'expiresOn'],
          setError,
        ),
    }),
  );
  return (
    <section aria-labelledby="codes-generate" className="staff-section">
      <h2 id="codes-generate">{t('codes.generate')}</h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="staff-form">
        <SelectField label={t('codes.program')} required {...field('degreeProgramId')}>
          <option value="">{t('codes.chooseProgram')}</option>
          {overview.programs.map((program) => (
            <option key={program.id} value={String(program.id)}>
              {t('codes.programOption', {
                name: program.name,
                code: program.code,
                price: formatMoney(program.priceCents),
              })}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('codes.count')}
          hint={t('codes.countHint', { max: MAX_BATCH_CODES })}
          inputMode="numeric"
          autoComplete="off"
          required
          {...field('count')}
        />
        <FormField
          label={t('codes.expiresOn')}
          hint={t('codes.expiresOnHint')}
          type="date"
          {...field('expiresOn')}
        />
        <FailureNotice id="codes-generate-refusal" messages={refusal} />
        <SubmitButton busy={generate.isPending}>
          {generate.isPending ? t('codes.generating') : t('codes.generateSubmit')}
        </SubmitButton>
      </form>
    </section>
  );
}

function Batches() {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const page = params.get('page') ?? '1';
  const batches = useAccessCodeBatches(page);
  const { data } = batches;
  const table = useFocusOnNewPage(data?.page ?? 1);
  const status = listStatus(batches, data?.batches.length, {
    loading: t('codes.batchesLoading'),
    empty: t('codes.batchesEmpty'),
    count: t('codes.batchesCount', { count: data?.batches.length ?? 0, page: data?.page ?? 1 }),
  });
  return (
    <section aria-labelledby="codes-batches" className="staff-section">
      <h2 id="codes-batches">{t('codes.batches')}</h2>
      <p aria-live="polite">{status}</p>
      <ListFailure id="codes-batches-failure" read={batches} />
      {data && data.batches.length > 0 ? (
        <>
          <table
            ref={table}
            tabIndex={-1}
            aria-busy={batches.isPlaceholderData}
            className="staff-table"
          >
            <caption>{t('codes.batchesCaption', { page: data.page })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('codes.created')}</th>
                <th scope="col">{t('codes.program')}</th>
                <th scope="col">{t('codes.counts')}</th>
                <th scope="col">{t('codes.expiresOn')}</th>
                <th scope="col">{t('codes.state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.batches.map((batch) => (
                <BatchRow key={batch.id} batch={batch} />
              ))}
            </tbody>
          </table>
          <ListPager
            label={t('codes.batchesPages')}
            page={data.page}
            hasMore={data.hasMore}
            pageHref={(n) => paths.staffEmployerCodes.href({ page: n > 1 ? String(n) : undefined })}
          />
        </>
      ) : null}
    </section>
  );
}

function BatchRow({ batch }: { batch: AccessCodeBatch }) {
  const { t } = useTranslation('staff');
  return (
    <tr>
      <th scope="row">
        <Link to={paths.staffEmployerBatch.href(batch.id)}>{recordTime(batch.createdAt)}</Link>
      </th>
      <td>{`${batch.program.name} (${batch.program.code})`}</td>
      <td>{t('codes.countsValue', { ...batch.counts, count: batch.count })}</td>
      <td>{batch.expiresOn ? recordDate(batch.expiresOn) : t('codes.noExpiry')}</td>
      <td>{batch.revokedAt ? t('codes.batchRevoked') : t('codes.batchStands')}</td>
    </tr>
  );
}

/** Each month's statement, as a PDF fetched with the staff token. */
function Statements() {
  const { t } = useTranslation('staff');
  const statements = useEmployerStatements();
  return (
    <section aria-labelledby="codes-statements" className="staff-section">
      <h2 id="codes-statements">{t('codes.statements')}</h2>
      <p>{t('codes.statementsRule')}</p>
      <ListFailure id="codes-statements-failure" read={statements} />
      {statements.data ? (
        <ul className="staff-statements">
          {statements.data.months.map((month) => (
            <li key={month.month}>
              <span>
                {t('codes.statement', {
                  month: month.month,
                  count: month.redeemed,
                  total: formatMoney(month.totalCents),
                })}
              </span>{' '}
              <FileDownload
                id={`statement-${month.month}`}
                path={`/staff-api/employer/statements/${month.month}/pdf`}
                fileName={`statement-${month.month}.pdf`}
                query=""
                words={{
                  download: t('codes.statementDownload', { month: month.month }),
                  downloading: t('codes.statementDownloading'),
                  failed: t('codes.statementFailed'),
                }}
              />
            </li>
          ))}
        </ul>
      ) : statements.error ? null : (
        <p aria-live="polite">{t('codes.statementsLoading')}</p>
      )}
    </section>
  );
}
