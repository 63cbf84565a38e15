import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { toastApiError } from '@/lib/api-error-toast';
import { orderQueryOptions } from '@/lib/student/get-order';
import { useCreateOrder } from '../api/create-order';
import { chosenProgram } from '../enrollment-choices';
import { PaymentDetails } from './payment-details';
import { ProgramPicker } from './program-picker';
import { QueryFailure } from './query-failure';

/**
 * /enrollment/payment (SPEC §2): loads the learner's enrolment order, or creates it for the
 * program they chose (asking for one if they have not), then shows the plan and the payment
 * form. Paying again is always safe: the server settles an unanswered attempt before a new one.
 */
export function PaymentPage() {
  const { t } = useTranslation('enrollment');
  const order = useQuery(orderQueryOptions());
  return (
    <div className="page page--narrow">
      <PageMeta title={t('payment.title')} />
      <h1>{t('payment.heading')}</h1>
      {order.isPending ? (
        <p className="page-loading" role="status">
          {t('payment.loading')}
        </p>
      ) : order.isError && order.data === undefined ? (
        <QueryFailure onRetry={() => void order.refetch()} />
      ) : !order.data ? (
        <OrderCreation />
      ) : (
        <PaymentDetails order={order.data} />
      )}
    </div>
  );
}

/** No order yet: the remembered program is ordered at once, otherwise the learner picks one. */
function OrderCreation() {
  const { t } = useTranslation('enrollment');
  const create = useCreateOrder();
  const { mutate } = create;
  const started = useRef(false);
  const remembered = chosenProgram.get();

  useEffect(() => {
    if (remembered === null || started.current) return;
    started.current = true;
    mutate({ degreeProgramId: remembered }, { onError: toastApiError });
  }, [remembered, mutate]);

  if (create.isPending || (remembered !== null && create.isIdle)) {
    return (
      <p className="page-loading" role="status">
        {t('payment.creatingOrder')}
      </p>
    );
  }
  return (
    <>
      <p>{t('payment.chooseProgram')}</p>
      <ProgramPicker
        submitLabel={t('program.continue')}
        busy={create.isPending}
        onChosen={(degreeProgramId) => mutate({ degreeProgramId }, { onError: toastApiError })}
      />
    </>
  );
}
