import { PaymentIframePage } from '@/features/enrollment/components/payment-iframe-page';

export function Component() {
  return <PaymentIframePage />;
}
