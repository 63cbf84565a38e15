import { AuditLogPage } from '@/features/staff-console/components/audit-log-page';

export function Component() {
  return <AuditLogPage />;
}
