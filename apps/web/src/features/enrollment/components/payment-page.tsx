import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useCreateOrder } from '../api/create-order';
import { chosenProgram } from '../enrollment-choices';
import { PaymentDetails } from './payment-details';
import { ProgramPicker } from './program-picker';
import { OrderStep } from './order-step';

/**
 * /enrollment/payment (docs/product/screens-and-routes.md): loads the learner's enrolment order, or creates it for the
 * program they chose (asking for one if they have not), then shows the plan and the payment
 * form. Paying again is always safe: the server settles an unanswered attempt before a new one.
 */
export function PaymentPage() {
  const { t } = useTranslation('enrollment');
  return (
    <OrderStep
      title={t('payment.title')}
      heading={t('payment.heading')}
      noOrder={<OrderCreation />}
    >
      {(order) => <PaymentDetails order={order} />}
    </OrderStep>
  );
}

/** No order yet: the remembered program is ordered at once, otherwise the learner picks one. */
function OrderCreation() {
  const { t } = useTranslation('enrollment');
  const toastApiError = useApiErrorToast();
  const create = useCreateOrder();
  const { mutate } = create;
  const started = useRef(false);
  const remembered = chosenProgram.get();

  useEffect(() => {
    if (remembered === null || started.current) return;
    started.current = true;
    mutate({ degreeProgramId: remembered }, { onError: toastApiError });
  }, [remembered, mutate, toastApiError]);

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
