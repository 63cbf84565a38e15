import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@portal/domain/enrollment/order';
import { PageMeta } from '@/components/page-meta';
import { useOrder } from '@/lib/student/get-order';
import { LoadFailure } from '@/components/load-failure';

export interface OrderStepProps {
  title: string;
  heading: string;
  /** Shown when the learner has no enrolment order yet. */
  noOrder: ReactNode;
  /** The step's view of the order; `refresh` reloads it. */
  children: (order: Order, refresh: () => void) => ReactNode;
}

/**
 * A page about the learner's enrolment order (payment, review): its title and heading, then a
 * loading note, a retry when the order could not be loaded, `noOrder`, or the step's own view.
 */
export function OrderStep({ title, heading, noOrder, children }: OrderStepProps) {
  const { t } = useTranslation('enrollment');
  const order = useOrder();
  const refresh = () => void order.refetch();
  return (
    <div className="page page--narrow">
      <PageMeta title={title} />
      <h1>{heading}</h1>
      {order.isPending ? (
        <p className="page-loading" role="status">
          {t('payment.loading')}
        </p>
      ) : order.isError && order.data === undefined ? (
        <LoadFailure namespace="enrollment" onRetry={refresh} />
      ) : !order.data ? (
        noOrder
      ) : (
        children(order.data, refresh)
      )}
    </div>
  );
}
