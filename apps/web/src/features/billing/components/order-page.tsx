import { useTranslation } from 'react-i18next';
import { CatalogName } from '@/components/catalog-name';
import { Link, useParams } from 'react-router';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import type { Order } from '@portal/domain/enrollment/order';
import type { ErrorCode } from '@portal/domain/errors/error-code';
import type { BillingTarget } from '@portal/domain/ledger/billing-target';
import { hasReceipt } from '@portal/domain/ledger/payment-transaction';
import { formatMoney } from '@portal/domain/money/format-money';
import { PageMeta } from '@/components/page-meta';
import { isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useOrderDetails } from '../api/get-order';
import { useTransaction, type BillingTransaction } from '../api/get-transaction';
import { paymentMethodLabel } from '@/lib/payments/payment-method-label';
import { LoadFailure } from '@/components/load-failure';
import { Loading } from './loading';
import { ReceiptButton } from './receipt-button';
import { approvalLabel, transactionStatusLabel } from '../payment-status-label';
import { usePageFormats } from '@/lib/page-formats';

/**
 * /account/order/{orderId}/{transactionId?}/{transactionType?} (docs/product/screens-and-routes.md): an order and, when
 * given, one of its transactions. transactionType SUBSCRIPTION names a charge of the payment plan
 * instead: then the first parameter is the plan's id (what the payment history links to).
 */
export function OrderPage() {
  const { t } = useTranslation('billing');
  const { orderId = '', transactionId, transactionType } = useParams();
  const target: BillingTarget = transactionType === 'SUBSCRIPTION' ? 'SUBSCRIPTION' : 'ORDER';
  return (
    <div className="page billing">
      <PageMeta title={t('order.title')} />
      <p>
        <Link to={paths.billingPreferences.href()}>{t('order.back')}</Link>
      </p>
      <h1>{t('order.heading')}</h1>
      {target === 'ORDER' ? <OrderSection orderId={orderId} /> : null}
      {transactionId ? (
        <TransactionSection target={target} targetId={orderId} transactionId={transactionId} />
      ) : null}
    </div>
  );
}

function OrderSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation('billing');
  const order = useOrderDetails(orderId);
  return (
    <section className="billing__section" aria-labelledby="order-heading">
      <h2 id="order-heading">{t('order.orderHeading')}</h2>
      {order.isPending ? (
        <Loading />
      ) : order.isError ? (
        isApiError(order.error, 404) ? (
          <p role="alert">{t('order.notFound')}</p>
        ) : (
          <LoadFailure namespace="billing" onRetry={() => void order.refetch()} />
        )
      ) : (
        <OrderFacts order={order.data} />
      )}
    </section>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation('billing');
  const returned = order.payment?.returned;
  return (
    <>
      <table className="billing-table billing-table--items">
        <caption className="visually-hidden">{t('order.orderHeading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.item')}</th>
            <th scope="col">{t('order.price')}</th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item, index) => (
            <tr key={`${item.name}-${index}`}>
              <th scope="row" data-label={t('order.item')}>
                <CatalogName item={item} field="name" />
              </th>
              <td data-label={t('order.price')} className="billing-table__amount">
                {formatMoney(item.price)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('order.total')}</th>
            <td data-label={t('order.total')} className="billing-table__amount">
              {formatMoney(order.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="billing__facts">
        <div>
          <dt>{t('order.status')}</dt>
          <dd>{returned ? t('order.returnedStatus') : t(`order.orderStatus.${order.status}`)}</dd>
        </div>
      </dl>
      {returned ? <ReturnedNotice reason={returned.reason} /> : null}
      {order.status === 'SUCCESS' && !returned ? (
        <ReceiptButton
          receipt={{ target: 'ORDER', targetId: order.orderId }}
          label={t('order.downloadReceipt')}
        />
      ) : null}
    </>
  );
}

/**
 * A bank transfer the bank returned after access was given (docs/billing.md): the order is not
 * paid after all; its amount is a balance on the plan, paid from the billing page.
 */
function ReturnedNotice({ reason }: { reason: ErrorCode | null }) {
  const { t } = useTranslation(['billing', 'domain']);
  return (
    <div className="form__notice form__notice--error">
      <p>
        {t('order.returned')}
        {reason
          ? ` ${t('order.returnedReason', { reason: t(`errors.${reason}`, { ns: 'domain' }) })}`
          : null}
      </p>
      <p>
        <Link to={paths.billingPreferences.href()}>{t('order.payBalance')}</Link>
      </p>
    </div>
  );
}

function TransactionSection(props: {
  target: BillingTarget;
  targetId: string;
  transactionId: string;
}) {
  const { t } = useTranslation('billing');
  const transaction = useTransaction(props.target, props.targetId, props.transactionId);
  const heading =
    props.target === 'ORDER'
      ? t('order.transactionHeading')
      : t('order.subscriptionTransactionHeading');
  return (
    <section className="billing__section" aria-labelledby="transaction-heading">
      <h2 id="transaction-heading">{heading}</h2>
      {transaction.isPending ? (
        <Loading />
      ) : transaction.isError ? (
        isApiError(transaction.error, 404) ? (
          <p role="alert">{t('domain:errors.NOT_FOUND')}</p>
        ) : (
          <LoadFailure namespace="billing" onRetry={() => void transaction.refetch()} />
        )
      ) : (
        <TransactionFacts {...props} found={transaction.data} />
      )}
    </section>
  );
}

/** The same facts from either call: the order's answers { code, label }, the plan's a code. */
function TransactionFacts({
  target,
  targetId,
  transactionId,
  found,
}: {
  target: BillingTarget;
  targetId: string;
  transactionId: string;
  found: BillingTransaction;
}) {
  const { t } = useTranslation('billing');
  const formats = usePageFormats();
  const facts =
    found.target === 'ORDER'
      ? {
          ...found.transaction,
          method: found.transaction.paymentInformation,
          status: found.transaction.transactionStatus
            ? transactionStatusLabel(found.transaction.transactionStatus.code, t)
            : null,
          statusCode: found.transaction.transactionStatus?.code ?? null,
        }
      : {
          ...found.transaction,
          method: found.transaction,
          status: transactionStatusLabel(found.transaction.transactionStatus, t),
          statusCode: found.transaction.transactionStatus,
        };
  return (
    <>
      <dl className="billing__facts">
        <div>
          <dt>{t('order.amount')}</dt>
          <dd>{formatMoney(facts.amount)}</dd>
        </div>
        {facts.status ? (
          <div>
            <dt>{t('order.transactionStatus')}</dt>
            <dd>{facts.status}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('order.approvalStatus')}</dt>
          <dd>{approvalLabel(facts.approvalStatus, t)}</dd>
        </div>
        <div>
          <dt>{t('order.method')}</dt>
          <dd>{paymentMethodLabel(facts.method, t)}</dd>
        </div>
        {facts.pnref ? (
          <div>
            <dt>{t('order.pnref')}</dt>
            <dd>{facts.pnref}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formats.date(facts.date, DATE_FORMATS.short)}</dd>
        </div>
      </dl>
      {hasReceipt({ approvalStatus: facts.approvalStatus, transactionStatus: facts.statusCode }) ? (
        <ReceiptButton
          receipt={{ target, targetId, transactionId }}
          label={t('order.downloadReceipt')}
        />
      ) : null}
    </>
  );
}
