import type { StaffTenant } from '@portal/domain/staff/tenant-settings';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { recordAudit } from '../../audit/record-audit';
import { AppError, found } from '../../http/app-error';
import type { ConfigProblem } from '../../tenancy/check-tenant-config';
import { tenantDocumentQueries } from '../../tenancy/tenant-document-queries';
import type { TenantLogo } from '../../tenancy/tenant-registry';
import { tenantInScope, type StaffTenantContext } from './staff-tenant-context';
import { staffTenantView } from './staff-tenant-views';

/** A refusal naming every field the checks found wrong, in their words. */
export function settingsRefused(problems: readonly ConfigProblem[]): AppError {
  return new AppError('TENANT_SETTINGS_INVALID', {
    fields: problems.map((problem) => ({
      field: problem.path,
      code: 'TENANT_SETTINGS_INVALID',
      message: problem.message,
    })),
  });
}

/** The audit entry of a publication: the sections it changed, before and after. */
export function sectionsBeforeAndAfter(
  sections: readonly (keyof TenantConfig)[],
  current: TenantConfig,
  next: TenantConfig,
) {
  const of = (config: TenantConfig) =>
    Object.fromEntries(sections.map((section) => [section, config[section] ?? null]));
  return { before: of(current), after: of(next) };
}

/** The sections of a config that differ in the next one. */
export function sectionsChanged(current: TenantConfig, next: TenantConfig): (keyof TenantConfig)[] {
  const sections = new Set([...Object.keys(current), ...Object.keys(next)]);
  return [...sections].filter(
    (key) =>
      JSON.stringify(current[key as keyof TenantConfig]) !==
      JSON.stringify(next[key as keyof TenantConfig]),
  ) as (keyof TenantConfig)[];
}

/**
 * The next revision of a tenant (docs/tenant-editing.md "The rules a publication meets"): made
 * from the config in force by `next`, checked as the start-up checks `tenants/`, under the one
 * publication lock, refused when the editor started from another revision, audited with what
 * changed, announced to every instance, and served by this one before it answers.
 */
export async function publishTenantRevision(
  context: StaffTenantContext & {
    tenantId: string;
    /** The revision the editor loaded. */
    revision: number;
    reason: string;
    next: (current: TenantConfig) => Record<string, unknown>;
    logo?: TenantLogo;
    /** Content pages published (`content`) or given back to the default tenant's (none). */
    pages?: readonly { name: string; content?: unknown }[];
    /** Where a page's problem is said: at the page's own field (`headline`) unless told. */
    pageField?: (name: string, path: string) => string;
    /** The audit entry's action, and what it keeps of the tenant before and after. */
    audit: {
      action: string;
      entry: (
        current: TenantConfig,
        next: TenantConfig,
        /** The tenant's own content pages before and after. */
        pages: { before: Record<string, unknown>; after: Record<string, unknown> },
      ) => { before: unknown; after: unknown };
    };
  },
): Promise<StaffTenant> {
  const { db, clock, member, tenantId } = context;
  tenantInScope(context, tenantId);
  await db.transaction(async (tx) => {
    await tenantDocumentQueries.lockPublications(tx);
    const document = await tenantDocumentQueries.one(tx, tenantId);
    const current = document?.config ?? found(context.sync.fromFiles(tenantId)).config;
    if (context.revision !== (document?.revision ?? 0)) {
      throw new AppError('TENANT_CHANGED_MEANWHILE');
    }
    const { config, problems } = await context.sync.problemsOf(context.next(current), tenantId, tx);
    if (!config || problems.length > 0) throw settingsRefused(problems);
    const pages = {
      before:
        document?.content ??
        Object.fromEntries(context.sync.fromFiles(tenantId)?.content ?? new Map<string, unknown>()),
      after: document?.content ?? undefined,
    };
    if (context.pages) {
      // Every page is checked before any is published: all of them, or none.
      const after = { ...pages.before };
      const problems: ConfigProblem[] = [];
      const fieldOf = context.pageField ?? ((_name: string, path: string) => path);
      for (const { name, content } of context.pages) {
        delete after[name];
        if (content === undefined) continue;
        const checked = await context.sync.pageProblemsOf(tenantId, config, name, content);
        problems.push(...checked.problems.map((p) => ({ ...p, path: fieldOf(name, p.path) })));
        after[name] = checked.page;
      }
      if (problems.length > 0) throw settingsRefused(problems);
      pages.after = after;
    }
    const now = clock.now();
    await tenantDocumentQueries.publish(tx, {
      tenantId,
      config,
      revision: (document?.revision ?? 0) + 1,
      at: now,
      by: member.email,
      ...(context.logo ? { logo: context.logo } : {}),
      ...(pages.after ? { content: pages.after } : {}),
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: context.address,
      action: context.audit.action,
      subjectKind: 'tenant',
      subjectId: tenantId,
      tenantId,
      ...context.audit.entry(current, config, {
        before: pages.before,
        after: pages.after ?? pages.before,
      }),
      reason: context.reason,
    });
  });
  await context.sync.refresh();
  return staffTenantView(
    found(context.tenants.get(tenantId)),
    await tenantDocumentQueries.one(db, tenantId),
  );
}
