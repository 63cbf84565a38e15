import type {
  TenantPage,
  TenantPageList,
  TenantPagePublish,
} from '@portal/domain/staff/tenant-settings';
import { AppError } from '../../http/app-error';
import { tenantDocumentQueries } from '../../tenancy/tenant-document-queries';
import { DEFAULT_TENANT_ID } from '../../tenancy/tenant-registry';
import { publishTenantRevision } from './publish-tenant-revision';
import { tenantInScope, type StaffTenantContext } from './staff-tenant-context';

// A tenant's content pages edited in the console (docs/tenant-editing.md "Pages"): its own pages
// and those it takes from the default tenant, each published with the tenant's next revision.

/** Every page the tenant serves: its own, and the default tenant's it has none of. */
export async function listTenantPages(
  context: StaffTenantContext,
  tenantId: string,
): Promise<TenantPageList> {
  const tenant = tenantInScope(context, tenantId);
  const fallback = context.tenants.get(DEFAULT_TENANT_ID);
  const names = new Set([...tenant.content.keys(), ...(fallback?.content.keys() ?? [])]);
  const document = await tenantDocumentQueries.one(context.db, tenantId);
  return {
    revision: document?.revision ?? 0,
    pages: [...names].sort().map((name) => ({
      name,
      source: tenant.content.has(name) ? 'own' : 'default',
    })),
  };
}

/** One page as the tenant serves it; a page neither it nor the default tenant has is not found. */
export async function readTenantPage(
  context: StaffTenantContext,
  tenantId: string,
  name: string,
): Promise<TenantPage> {
  const tenant = tenantInScope(context, tenantId);
  const content = context.tenants.content(tenant, name);
  if (content === undefined) throw new AppError('NOT_FOUND');
  const document = await tenantDocumentQueries.one(context.db, tenantId);
  return {
    revision: document?.revision ?? 0,
    name,
    source: tenant.content.has(name) ? 'own' : 'default',
    content,
  };
}

/** Publishes the tenant's own version of a page, audited with the page before and after. */
export async function publishTenantPage(
  context: StaffTenantContext & { tenantId: string; name: string; publish: TenantPagePublish },
): Promise<TenantPage> {
  const { tenantId, name, publish } = context;
  await readTenantPage(context, tenantId, name);
  await publishTenantRevision({
    ...context,
    revision: publish.revision,
    reason: publish.reason,
    next: (current) => current,
    pages: [{ name, content: publish.content }],
    audit: { action: 'tenant.page.published', entry: pageEntry(name) },
  });
  return readTenantPage(context, tenantId, name);
}

/**
 * Removes the tenant's own version of a page, so the default tenant's is served again. The
 * default tenant's pages are what every other falls back on: it has no other to return to.
 */
export async function revertTenantPage(
  context: StaffTenantContext & {
    tenantId: string;
    name: string;
    revision: number;
    reason: string;
  },
): Promise<TenantPage> {
  const { tenantId, name } = context;
  const page = await readTenantPage(context, tenantId, name);
  if (page.source !== 'own' || tenantId === DEFAULT_TENANT_ID) throw new AppError('NOT_FOUND');
  await publishTenantRevision({
    ...context,
    next: (current) => current,
    pages: [{ name }],
    audit: { action: 'tenant.page.reverted', entry: pageEntry(name) },
  });
  return readTenantPage(context, tenantId, name);
}

const pageEntry =
  (name: string) =>
  (
    _current: unknown,
    _next: unknown,
    pages: { before: Record<string, unknown>; after: Record<string, unknown> },
  ) => ({
    before: { page: name, content: pages.before[name] ?? null },
    after: { page: name, content: pages.after[name] ?? null },
  });
