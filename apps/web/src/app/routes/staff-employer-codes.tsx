import { AccessCodesPage } from '@/features/staff-console/employer/access-codes-page';

export function Component() {
  return <AccessCodesPage />;
}
