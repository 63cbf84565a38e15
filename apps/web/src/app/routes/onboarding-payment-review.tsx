import { PaymentReviewPage } from '@/features/enrollment/components/payment-review-page';

export function Component() {
  return <PaymentReviewPage />;
}
