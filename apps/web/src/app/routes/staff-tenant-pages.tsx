import { TenantPagesPage } from '@/features/staff-console/tenants/tenant-pages-page';

export function Component() {
  return <TenantPagesPage />;
}
