import { TenantEditorPage } from '@/features/staff-console/tenants/tenant-editor-page';

export function Component() {
  return <TenantEditorPage />;
}
