import { useTranslation } from 'react-i18next';
import type { RefundView } from '@portal/domain/ledger/refund';
import { formatMoney } from '@portal/domain/money/format-money';
import { staffMay } from '@portal/domain/staff/staff-roles';
import { useStaffMe } from '../sign-in/get-staff-me';
import { useOrderRefunds } from './refund-calls';
import { recordTime } from '../shared/record-format';
import { RefundDecisionDialog } from './refund-decision-dialog';
import { RefundDialog } from './refund-dialog';

/**
 * An order's refunds for a member who manages payments: "Refund…" for each captured payment
 * with something left, then the refunds (pending approvals with Approve and Decline for a member
 * other than the one who asked). Nothing for a member who may not manage payments.
 */
export function OrderRefunds({ studentId, orderId }: { studentId: string; orderId: string }) {
  const me = useStaffMe();
  const may = me.data ? staffMay(me.data.roles, 'manage_payments') : false;
  if (!may) return null;
  return <OrderRefundsFor studentId={studentId} orderId={orderId} me={me.data!.email} />;
}

function OrderRefundsFor(props: { studentId: string; orderId: string; me: string }) {
  const { t } = useTranslation('staff');
  const refunds = useOrderRefunds(props.studentId, props.orderId);
  if (refunds.isPending) return <p role="status">{t('refunds.loading')}</p>;
  if (refunds.isError) {
    return (
      <p role="alert">
        {t('refunds.loadFailed')}{' '}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void refunds.refetch()}
        >
          {t('refunds.retry')}
        </button>
      </p>
    );
  }
  const { payments, refunds: list, approvalThresholdCents } = refunds.data;
  return (
    <div className="staff-refunds">
      {payments
        .filter((payment) => payment.refundableCents > 0)
        .map((payment) => (
          <p key={payment.attemptId}>
            {t('refunds.payment', {
              id: payment.attemptId.slice(0, 8),
              captured: formatMoney(payment.capturedCents),
              left: formatMoney(payment.refundableCents),
            })}{' '}
            <RefundDialog
              studentId={props.studentId}
              orderId={props.orderId}
              attemptId={payment.attemptId}
              refundableCents={payment.refundableCents}
              thresholdCents={approvalThresholdCents}
            />
          </p>
        ))}
      {list.length === 0 ? (
        <p>{t('refunds.none')}</p>
      ) : (
        <table className="staff-table">
          <caption>{t('refunds.caption', { id: props.orderId })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('refunds.when')}</th>
              <th scope="col">{t('refunds.amount')}</th>
              <th scope="col">{t('refunds.status')}</th>
              <th scope="col">{t('refunds.access')}</th>
              <th scope="col">{t('refunds.reason')}</th>
              <th scope="col">{t('refunds.by')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((refund) => (
              <RefundRow key={refund.id} refund={refund} {...props} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function RefundRow(props: { refund: RefundView; studentId: string; orderId: string; me: string }) {
  const { t } = useTranslation('staff');
  const { refund } = props;
  const canDecide = refund.status === 'PENDING_APPROVAL' && refund.requestedBy !== props.me;
  return (
    <tr>
      <td>{recordTime(refund.createdAt)}</td>
      <td>{formatMoney(refund.amountCents)}</td>
      <td>
        {t(`refunds.statuses.${refund.status}`)}
        {refund.errorCode ? (
          <>
            {' '}
            <code>{refund.errorCode}</code>
          </>
        ) : null}
        {canDecide ? (
          <span className="staff-refunds__decision">
            {' '}
            <RefundDecisionDialog {...props} decision="approval" />{' '}
            <RefundDecisionDialog {...props} decision="decline" />
          </span>
        ) : null}
      </td>
      <td>
        {refund.access.kind === 'kept'
          ? t('refunds.kept')
          : t('refunds.endsOnDay', { day: refund.access.on })}
      </td>
      <td>{refund.reason}</td>
      <td>
        {refund.requestedBy}
        {refund.decidedBy ? ` / ${refund.decidedBy}` : ''}
      </td>
    </tr>
  );
}
