import type { RegistrarTenants } from '@portal/domain/staff/registrar-queues';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/registrar/tenants: the tenants whose queues the member works (the filter). */
export function useRegistrarTenants() {
  return useStaffQuery<RegistrarTenants>({
    queryKey: staffKeys.registrarTenants(),
    path: '/staff-api/registrar/tenants',
  });
}
