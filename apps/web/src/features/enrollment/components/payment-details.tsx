import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@portal/domain/enrollment/order';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import { useApi } from '@/lib/app-services';
import { usePayByCard } from '../api/pay-by-card';
import { usePaymentMethods } from '@/lib/payments/get-payment-methods';
import { planDetailsQuery, usePlanDetails } from '../api/get-plan-details';
import { CardDetailsForm } from '@/components/card-details-form';
import { PaymentMethodChoice } from '@/components/payment-method-choice';
import { BankDetailsForm } from './bank-details-form';
import { PayPalCheckoutButton } from './paypal-checkout-button';
import { CheckoutSteps } from '@/components/checkout-steps';
import { checkoutWords, PlanSummary } from './plan-summary';
import { PromoCodeField } from './promo-code-field';
import { LoadFailure } from '@/components/load-failure';
import { paths } from '@/lib/paths';
import { usePageFormats } from '@/lib/page-formats';
import { useUser } from '@/lib/student/get-user';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useDegreePrograms } from '@/lib/catalog/get-degree-programs';

/**
 * The plan, the promo code, the payment methods and the chosen method's form (card, or bank
 * details for ACH) for one unpaid order.
 */
export function PaymentDetails({ order }: { order: Order }) {
  const { t } = useTranslation(['enrollment', 'domain']);
  const formats = usePageFormats();
  const api = useApi();
  const queryClient = useQueryClient();
  const [promoCode, setPromoCode] = useState('');
  const [promoError, setPromoError] = useState<string | undefined>();
  const [checkingPromo, setCheckingPromo] = useState(false);
  const plan = usePlanDetails(order.orderId, promoCode);
  const methods = usePaymentMethods();
  const [method, setMethod] = useState<PaymentMethod>('CREDIT_CARD');
  const { pay, isPending } = usePayByCard(order.orderId);
  // The name given at the account step, offered again rather than asked for (WCAG 3.3.7). The
  // forms take it when they first show, so they wait for it (a failed read only loses the offer).
  const user = useUser();
  const holder = user.data
    ? { firstName: user.data.firstName, lastName: user.data.lastName }
    : undefined;
  // The program as the catalog names it in the page's language; the order's own copy of its
  // names until the catalog has answered (docs/languages.md "The catalog").
  const { textOf } = useCatalogTexts();
  const program = useDegreePrograms().data?.find((p) => p.id === order.degreeProgramId);
  const item = order.orderItems[0];
  const programName = program ? textOf(program, 'name').text : item && textOf(item, 'name').text;
  // The page's clock, read once: the renewal date promised must not move while it is open.
  const [now] = useState(() => new Date());

  const applyPromo = async (code: string) => {
    setCheckingPromo(true);
    try {
      if (code) await queryClient.fetchQuery(planDetailsQuery(api, order.orderId, code));
      setPromoCode(code);
      setPromoError(undefined);
    } catch {
      setPromoError(t('errors.NOT_FOUND', { ns: 'domain' }));
    } finally {
      setCheckingPromo(false);
    }
  };

  if (plan.isPending || methods.isPending || user.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('payment.loading')}
      </p>
    );
  }
  if (plan.isError || methods.isError) {
    return (
      <LoadFailure
        namespace="enrollment"
        onRetry={() => {
          void plan.refetch();
          void methods.refetch();
        }}
      />
    );
  }

  const card = methods.data.CREDIT_CARD;
  const words = checkoutWords(plan.data, now, formats);
  return (
    <>
      <CheckoutSteps current="payment" />
      {order.status === 'FAIL' ? (
        <p className="form__notice form__notice--error">{t('payment.lastDeclined')}</p>
      ) : null}
      {order.status === 'PENDING' ? (
        <p className="form__notice">
          {t('payment.pending')}{' '}
          <Link to={paths.paymentReview.href()}>{t('payment.reviewLink')}</Link>
        </p>
      ) : null}
      <PlanSummary details={plan.data} programName={programName} now={now} />
      <PromoCodeField
        applied={promoCode}
        error={promoError}
        checking={checkingPromo}
        onApply={(code) => void applyPromo(code)}
      />
      <PaymentMethodChoice
        legend={t('payment.methodLegend')}
        methods={methods.data}
        value={method}
        onChange={setMethod}
      />
      {method === 'CREDIT_CARD' && card ? (
        <CardDetailsForm
          cardTypes={card.options}
          promoCode={promoCode}
          pending={isPending}
          submitLabel={
            words.free ? t('checkout.startTrial') : t('checkout.pay', { amount: words.amount })
          }
          terms={<CheckoutTerms words={words} />}
          holder={holder}
          onPromoRefused={() => setPromoError(t('errors.NOT_FOUND', { ns: 'domain' }))}
          onPay={pay}
        />
      ) : method === 'ACH' && methods.data.ACH ? (
        <BankDetailsForm
          orderId={order.orderId}
          promoCode={promoCode}
          amountDue={plan.data.chargedToday}
          holder={holder}
        />
      ) : method === 'PAYPAL' && methods.data.PAYPAL ? (
        <PayPalCheckoutButton orderId={order.orderId} promoCode={promoCode} />
      ) : (
        <p>{t('payment.methodUnavailable')}</p>
      )}
    </>
  );
}

/** What pressing the button commits to and how to stop it, right beside the button. */
function CheckoutTerms({ words }: { words: ReturnType<typeof checkoutWords> }) {
  const { t } = useTranslation('enrollment');
  return (
    <div className="checkout-terms">
      <p>
        {words.free
          ? t('checkout.termsTrial', { price: words.price, date: words.date })
          : t('checkout.terms', { amount: words.amount, price: words.price, date: words.date })}
      </p>
      <p>{t('checkout.cancel')}</p>
    </div>
  );
}
