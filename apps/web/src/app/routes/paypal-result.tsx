import { PayPalResultPage } from '@/features/enrollment/components/paypal-result-page';

export function Component() {
  return <PayPalResultPage />;
}
