import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  StaffTenant,
  StaffTenantList,
  TenantChange,
  TenantCreate,
} from '@portal/domain/staff/tenant-settings';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch, useStaffMutation, useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/tenants: the tenants of the member's scope. */
export function useStaffTenants() {
  return useStaffQuery<StaffTenantList>({
    queryKey: staffKeys.tenants(),
    path: '/staff-api/tenants',
  });
}

/** GET /staff-api/tenants/:id: the config in force and the revision an edit starts from. */
export function useStaffTenant(tenantId: string) {
  return useStaffQuery<StaffTenant>({
    queryKey: staffKeys.tenant(tenantId),
    path: `/staff-api/tenants/${encodeURIComponent(tenantId)}`,
  });
}

/** PUT /staff-api/tenants/:id: publishes the change; its answer is the tenant as now in force. */
export function usePublishTenant(tenantId: string) {
  return useStaffMutation<TenantChange, StaffTenant>({
    request: (change) => ({
      path: `/staff-api/tenants/${encodeURIComponent(tenantId)}`,
      method: 'PUT',
      json: change,
    }),
    queryKey: staffKeys.tenant(tenantId),
    stale: staffKeys.tenants(),
  });
}

/** POST /staff-api/tenants: a new tenant from the default's settings; the list is read again. */
export function useCreateTenant() {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (create: TenantCreate) =>
      request<StaffTenant>('/staff-api/tenants', { method: 'POST', json: create }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.tenants() }),
  });
}

/** PUT /staff-api/tenants/:id/logo: publishes a logo file (sanitised or re-encoded by the server). */
export function usePublishTenantLogo(tenantId: string) {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, revision, reason }: { file: File; revision: number; reason: string }) =>
      request<StaffTenant>(
        `/staff-api/tenants/${encodeURIComponent(tenantId)}/logo?${new URLSearchParams({
          revision: String(revision),
          reason,
        })}`,
        { method: 'PUT', file },
      ),
    onSuccess: (published) => {
      queryClient.setQueryData(staffKeys.tenant(tenantId), published);
      void queryClient.invalidateQueries({ queryKey: staffKeys.tenants(), exact: true });
    },
  });
}

/** PUT /staff-api/tenants/:id/config.json: publishes a whole config file (provider admins). */
export function useImportTenantConfig(tenantId: string) {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      config,
      revision,
      reason,
    }: {
      config: unknown;
      revision: number;
      reason: string;
    }) =>
      request<StaffTenant>(
        `/staff-api/tenants/${encodeURIComponent(tenantId)}/config.json?${new URLSearchParams({
          revision: String(revision),
          reason,
        })}`,
        { method: 'PUT', json: config },
      ),
    onSuccess: (published) => {
      queryClient.setQueryData(staffKeys.tenant(tenantId), published);
      void queryClient.invalidateQueries({ queryKey: staffKeys.tenants(), exact: true });
    },
  });
}
