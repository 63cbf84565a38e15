import { PaymentAsyncResultPage } from '@/features/enrollment/components/payment-async-result-page';

export function Component() {
  return <PaymentAsyncResultPage />;
}
