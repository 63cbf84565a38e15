import { OrderPage } from '@/features/billing/components/order-page';

export function Component() {
  return <OrderPage />;
}
