import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/domain/money/format-money';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { recordDate, recordTime } from '../shared/record-format';
import { OrderRefunds } from '../refunds/order-refunds';
import { Facts, RecordSection } from '../shared/record-section';

type Order = StudentRecord['orders'][number];
type Attempt = Order['attempts'][number];

/** The student's orders, newest first, each with its payment attempts and the gateway's answers. */
export function RecordOrders({ studentId, orders }: { studentId: string; orders: Order[] }) {
  const { t } = useTranslation('staff');
  return (
    <RecordSection heading={t('record.orders.heading')}>
      {orders.length === 0 ? <p>{t('record.orders.none')}</p> : null}
      {orders.map((order) => (
        <article key={order.id}>
          <h3>{t('record.orders.order', { id: order.id })}</h3>
          <Facts
            facts={[
              [t('record.orders.kind'), order.kind],
              [t('record.orders.status'), order.status],
              [t('record.orders.total'), formatMoney(order.totalCents)],
              [t('record.orders.placed'), recordDate(order.createdAt)],
            ]}
          />
          <Attempts orderId={order.id} attempts={order.attempts} />
          <OrderRefunds studentId={studentId} orderId={order.id} />
        </article>
      ))}
    </RecordSection>
  );
}

function Attempts({ orderId, attempts }: { orderId: string; attempts: Attempt[] }) {
  const { t } = useTranslation('staff');
  if (attempts.length === 0) return <p>{t('record.attempts.none')}</p>;
  return (
    <table className="staff-table">
      <caption>{t('record.attempts.caption', { id: orderId })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('record.attempts.when')}</th>
          <th scope="col">{t('record.attempts.method')}</th>
          <th scope="col">{t('record.attempts.status')}</th>
          <th scope="col">{t('record.attempts.amount')}</th>
          <th scope="col">{t('record.attempts.card')}</th>
          <th scope="col">{t('record.attempts.gateway')}</th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((attempt) => (
          <tr key={attempt.id}>
            <td>{recordTime(attempt.createdAt)}</td>
            <td>{attempt.method}</td>
            <td>{attempt.status}</td>
            <td>{formatMoney(attempt.amountCents)}</td>
            <td>
              {attempt.lastFour
                ? t('record.attempts.cardEnding', {
                    brand: attempt.cardType ?? '',
                    lastFour: attempt.lastFour,
                  })
                : null}
            </td>
            <td>
              <GatewayAnswer attempt={attempt} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The gateway's numeric result code, and for a refusal the catalogue's code and message. */
function GatewayAnswer({ attempt }: { attempt: Attempt }) {
  const { gatewayResultCode, errorCode, errorMessage } = attempt;
  return (
    <>
      {gatewayResultCode ?? null}
      {errorCode ? (
        <>
          {gatewayResultCode !== null ? ' ' : null}
          <code>{errorCode}</code>
          {errorMessage ? `: ${errorMessage}` : null}
        </>
      ) : null}
    </>
  );
}
