import { TenantsPage } from '@/features/staff-console/tenants/tenants-page';

export function Component() {
  return <TenantsPage />;
}
