import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  StaffTenant,
  TenantFolder,
  TenantPage,
  TenantPageList,
  TenantPagePublish,
} from '@portal/domain/staff/tenant-settings';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch, useStaffQuery } from '../shared/use-staff-query';

// A tenant's content pages and its folder file (docs/tenant-editing.md "Content pages", "Export
// and import"). Every publication is a new revision of the whole tenant: what was read of it
// before (its settings, its list of pages) starts from an older one and is read again.

const tenantPath = (tenantId: string) => `/staff-api/tenants/${encodeURIComponent(tenantId)}`;
const pagePath = (tenantId: string, name: string) =>
  `${tenantPath(tenantId)}/pages/${encodeURIComponent(name)}`;

function afterPublication(queryClient: QueryClient, tenantId: string) {
  for (const queryKey of [
    staffKeys.tenants(),
    staffKeys.tenant(tenantId),
    staffKeys.tenantPages(tenantId),
  ]) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}

/** GET /staff-api/tenants/:id/pages: every page the tenant serves, its own or the default's. */
export function useTenantPages(tenantId: string) {
  return useStaffQuery<TenantPageList>({
    queryKey: staffKeys.tenantPages(tenantId),
    path: `${tenantPath(tenantId)}/pages`,
  });
}

/** GET /staff-api/tenants/:id/pages/:name: the page as served, and the revision an edit starts from. */
export function useTenantPage(tenantId: string, name: string) {
  return useStaffQuery<TenantPage>({
    queryKey: staffKeys.tenantPage(tenantId, name),
    path: pagePath(tenantId, name),
  });
}

/** PUT /staff-api/tenants/:id/pages/:name: the tenant's own version of the page, published. */
export function usePublishTenantPage(tenantId: string, name: string) {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publish: TenantPagePublish) =>
      request<TenantPage>(pagePath(tenantId, name), { method: 'PUT', json: publish }),
    onSuccess: (page) => {
      queryClient.setQueryData(staffKeys.tenantPage(tenantId, name), page);
      afterPublication(queryClient, tenantId);
    },
  });
}

/** DELETE /staff-api/tenants/:id/pages/:name: the default tenant's page is served again. */
export function useRevertTenantPage(tenantId: string, name: string) {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, reason }: { revision: number; reason: string }) =>
      request<TenantPage>(
        `${pagePath(tenantId, name)}?${new URLSearchParams({ revision: String(revision), reason })}`,
        { method: 'DELETE' },
      ),
    onSuccess: (page) => {
      queryClient.setQueryData(staffKeys.tenantPage(tenantId, name), page);
      afterPublication(queryClient, tenantId);
    },
  });
}

/** PUT /staff-api/tenants/:id/folder.json: config.json and pages published whole (provider admins). */
export function useImportTenantFolder(tenantId: string) {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      folder,
      revision,
      reason,
    }: {
      folder: TenantFolder;
      revision: number;
      reason: string;
    }) =>
      request<StaffTenant>(
        `${tenantPath(tenantId)}/folder.json?${new URLSearchParams({
          revision: String(revision),
          reason,
        })}`,
        { method: 'PUT', json: folder },
      ),
    onSuccess: (published) => {
      queryClient.setQueryData(staffKeys.tenant(tenantId), published);
      void queryClient.invalidateQueries({ queryKey: staffKeys.tenants(), exact: true });
      void queryClient.invalidateQueries({ queryKey: staffKeys.tenantPages(tenantId) });
    },
  });
}
