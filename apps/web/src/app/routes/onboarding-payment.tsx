import { PaymentPage } from '@/features/enrollment/components/payment-page';

export function Component() {
  return <PaymentPage />;
}
