import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  DISPUTE_STATUSES,
  EVIDENCE_MAX_TRIES,
  type DisputePage,
  type DisputeStatus,
  type DisputeView,
} from '@portal/domain/ledger/dispute';
import { formatMoney } from '@portal/domain/money/format-money';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { FailureNotice } from '../shared/failure-notice';
import { recordTime } from '../shared/record-format';
import { useRefusal } from '../shared/action-dialog';
import { DisputeResponseDialog } from './dispute-response-dialog';
import { useDisputes } from './get-disputes';

const FILTERS = ['open', ...DISPUTE_STATUSES, 'all'] as const;

/**
 * /staff/finance/disputes?status=&page=: the disputes of payments in the member's tenants, the
 * earliest deadline first, each waiting one with the dialog that answers it (docs/disputes.md).
 * The filter and page live in the address, so reload and back show the same list.
 */
export function DisputesPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('disputes.title')} />
      <h1>{t('disputes.heading')}</h1>
      <StaffSignedIn>{() => <Disputes />}</StaffSignedIn>
    </div>
  );
}

function Disputes() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'open';
  const page = Number(params.get('page') ?? '1');
  const query = params.toString();
  const disputes = useDisputes(query);
  const refusal = useRefusal(disputes.error);
  const hrefOf = (next: { status?: string; page?: number }) => {
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? 1;
    return paths.staffFinanceDisputes.href({
      ...(nextStatus !== 'open' ? { status: nextStatus } : {}),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });
  };
  return (
    <>
      <label className="form-field">
        <span className="form-field__label">{t('disputes.show')}</span>
        <select
          value={status}
          onChange={(event) =>
            setParams(event.target.value === 'open' ? {} : { status: event.target.value })
          }
        >
          {FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`disputes.filters.${filter}`)}
            </option>
          ))}
        </select>
      </label>
      <FailureNotice id="disputes-failure" messages={refusal} />
      {disputes.isPending ? <p role="status">{t('disputes.loading')}</p> : null}
      {disputes.data ? <DisputeTable page={disputes.data} /> : null}
      <p className="pager">
        {page > 1 ? <Link to={hrefOf({ page: page - 1 })}>{t('disputes.previous')}</Link> : null}{' '}
        {disputes.data?.hasMore ? (
          <Link to={hrefOf({ page: page + 1 })}>{t('disputes.next')}</Link>
        ) : null}
      </p>
    </>
  );
}

function DisputeTable({ page }: { page: DisputePage }) {
  const { t } = useTranslation('staff');
  if (page.disputes.length === 0) return <p role="status">{t('disputes.none')}</p>;
  return (
    <table className="table">
      <caption>{t('disputes.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('disputes.respondBy')}</th>
          <th scope="col">{t('disputes.student')}</th>
          <th scope="col">{t('disputes.tenant')}</th>
          <th scope="col">{t('disputes.amount')}</th>
          <th scope="col">{t('disputes.reason')}</th>
          <th scope="col">{t('disputes.status')}</th>
          <th scope="col">{t('disputes.answer')}</th>
        </tr>
      </thead>
      <tbody>
        {page.disputes.map((dispute) => (
          <tr key={dispute.id}>
            <td>{recordTime(dispute.respondBy)}</td>
            <td>
              <Link to={paths.staffStudent.href(dispute.student.id)}>{dispute.student.name}</Link>
            </td>
            <td>{dispute.tenantId}</td>
            <td>{formatMoney(dispute.amountCents)}</td>
            <td>{dispute.reason}</td>
            <td>{t(`disputes.statuses.${dispute.status satisfies DisputeStatus}`)}</td>
            <td>
              <DisputeAnswer dispute={dispute} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The answer's cell: the dialog while evidence is due; once submitted, who submitted it and where
 * it stands on its way to the gateway (sent, waiting, failed and to be tried again, for finance
 * to upload by hand where the gateway has no dispute API, or for finance to send another way:
 * refused by the gateway with its reason, or given up on after the tries ran out).
 */
function DisputeAnswer({ dispute }: { dispute: DisputeView }) {
  const { t } = useTranslation('staff');
  const { evidence } = dispute;
  if (evidence) {
    const delivery =
      evidence.delivery === 'WAITING' && evidence.lastFailure ? 'FAILED' : evidence.delivery;
    return (
      <>
        {t('disputes.answered', {
          by: evidence.submittedBy,
          at: recordTime(evidence.submittedAt),
        })}
        <br />
        <span>
          {t(`disputes.delivery.${delivery}`, {
            at: evidence.deliveredAt ? recordTime(evidence.deliveredAt) : '',
            reason: evidence.lastFailure ?? '',
            tries: EVIDENCE_MAX_TRIES,
          })}
        </span>
      </>
    );
  }
  return dispute.status === 'NEEDS_RESPONSE' ? <DisputeResponseDialog dispute={dispute} /> : null;
}
