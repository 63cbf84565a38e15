import { useTranslation } from 'react-i18next';
import type {
  ReconciliationDayView,
  ReconciliationItemKind,
  ReconciliationItemView,
} from '@portal/domain/ledger/reconciliation';
import { formatMoney } from '@portal/domain/money/format-money';
import { PageMeta } from '@/components/page-meta';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { ListFailure } from '../shared/list-read';
import { recordTime } from '../shared/record-format';
import { useReconciliation } from './get-reconciliation';
import { ResolveItemDialog } from './resolve-item-dialog';

/**
 * /staff/finance/reconciliation: each gateway's imported settlement days, newest first, matched or
 * with the items to review, both sides shown, each resolvable with a reason
 * (docs/reconciliation.md "The queue").
 */
export function ReconciliationPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('reconciliation.title')} />
      <h1>{t('reconciliation.heading')}</h1>
      <StaffSignedIn>{() => <Reconciliation />}</StaffSignedIn>
    </div>
  );
}

function Reconciliation() {
  const { t } = useTranslation('staff');
  const queue = useReconciliation();
  return (
    <>
      <ListFailure id="reconciliation-failure" read={{ ...queue, isPlaceholderData: false }} />
      {queue.isPending && !queue.error ? <p role="status">{t('reconciliation.loading')}</p> : null}
      {queue.data?.days.length === 0 ? <p role="status">{t('reconciliation.none')}</p> : null}
      {queue.data?.days.map((day) => (
        <Day key={day.id} day={day} />
      ))}
    </>
  );
}

function Day({ day }: { day: ReconciliationDayView }) {
  const { t } = useTranslation('staff');
  const headingId = `reconciliation-day-${day.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('reconciliation.dayHeading', {
          gateway: t(`reconciliation.gateways.${day.gateway}`),
          day: day.day,
        })}
        {': '}
        {day.toReview === 0
          ? t('reconciliation.matched')
          : t('reconciliation.toReview', { count: day.toReview })}
      </h2>
      <p>{t('reconciliation.lines', { count: day.lines })}</p>
      {day.items.length > 0 ? <Items day={day} /> : null}
    </section>
  );
}

function Items({ day }: { day: ReconciliationDayView }) {
  const { t } = useTranslation('staff');
  return (
    <table className="table">
      <caption>
        {t('reconciliation.caption', {
          gateway: t(`reconciliation.gateways.${day.gateway}`),
          day: day.day,
        })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('reconciliation.kind')}</th>
          <th scope="col">{t('reconciliation.transaction')}</th>
          <th scope="col">{t('reconciliation.inFile')}</th>
          <th scope="col">{t('reconciliation.inLedger')}</th>
          <th scope="col">{t('reconciliation.resolution')}</th>
        </tr>
      </thead>
      <tbody>
        {day.items.map((item) => (
          <tr key={item.id}>
            <td>{t(`reconciliation.kinds.${item.kind satisfies ReconciliationItemKind}`)}</td>
            <td>{item.transactionId ?? t('reconciliation.noTransaction')}</td>
            <td>
              {item.fileText !== null ? <code>{item.fileText}</code> : <Side side={item.file} />}
            </td>
            <td>
              <Side side={item.ledger} />
            </td>
            <td>
              <Resolution item={item} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One side of an item: its type and amount, or that this side has no such line. */
function Side({ side }: { side: ReconciliationItemView['file'] }) {
  const { t } = useTranslation('staff');
  if (!side) return <>{t('reconciliation.absent')}</>;
  return (
    <>
      {t('reconciliation.side', {
        type: t(`reconciliation.types.${side.type}`, { defaultValue: side.type }),
        amount: formatMoney(side.amountCents),
      })}
    </>
  );
}

function Resolution({ item }: { item: ReconciliationItemView }) {
  const { t } = useTranslation('staff');
  if (item.resolution) {
    return (
      <>
        {t('reconciliation.resolved', {
          reason: item.resolution.reason,
          by: item.resolution.by,
          at: recordTime(item.resolution.at),
        })}
      </>
    );
  }
  return <ResolveItemDialog item={item} />;
}
