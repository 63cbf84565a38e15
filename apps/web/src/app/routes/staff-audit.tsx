import { AuditLogPage } from '@/features/staff-console/audit/audit-log-page';

export function Component() {
  return <AuditLogPage />;
}
