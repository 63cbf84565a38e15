import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { tenantValues } from '@portal/domain/tenant/tenant-offer';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Database, Executor } from '../db/database';
import {
  checkTenantConfig,
  claimProblems,
  dotted,
  programProblems,
  type ConfigProblem,
} from './check-tenant-config';
import { CONTENT_NAME, checkContentPage } from './check-tenant-content';
import { tenantDocumentQueries, type TenantDocument } from './tenant-document-queries';
import { DEFAULT_TENANT_ID, type LoadedTenant, type TenantRegistry } from './tenant-registry';

/** How often every instance looks for publications it was not told of (a lost NOTIFY). */
const POLL_MS = 30_000;

export interface TenantSync {
  /** Reads the publications and puts each new revision in the registry; one pass at a time. */
  refresh(): Promise<void>;
  /** What a config would need fixed before it could be published, checked as files are. */
  problemsOf(
    config: unknown,
    tenantId: string,
    /** The transaction publishing it, if any (PGlite has one connection: nothing may wait outside). */
    executor?: Executor,
  ): Promise<{ config?: TenantConfig; problems: ConfigProblem[] }>;
  /**
   * What a content page of the tenant would need fixed before it could be published, checked as
   * its file is at start-up (its fields' paths); the page as parsed when nothing is wrong.
   */
  pageProblemsOf(
    tenantId: string,
    config: TenantConfig,
    name: string,
    raw: unknown,
  ): Promise<{ page?: unknown; problems: ConfigProblem[] }>;
  /** The tenant as its `tenants/` folder has it, if it has one (revision 0). */
  fromFiles(tenantId: string): LoadedTenant | undefined;
  stop(): Promise<void>;
}

/**
 * Keeps this instance's tenants in step with the console's publications (docs/tenant-editing.md):
 * on start, whenever a publication's NOTIFY arrives (`listen`), and every 30 seconds in case one
 * was lost. A published config replaces the folder's, and its published content pages the
 * folder's pages (a page it has not is the default tenant's); images stay the folder's. A deleted
 * publication returns the tenant to its folder. A
 * publication that no longer passes the checks (a program removed since, say) is logged and left
 * out, and the tenant keeps what it had: an instance never serves what a start-up would refuse.
 */
export async function syncTenantDocuments(options: {
  db: Database;
  registry: TenantRegistry;
  /** The enrolment codes of every degree program, which tenants' `programs` must name. */
  programCodes: (executor: Executor) => Promise<readonly string[]>;
  /** Calls its argument whenever a publication may have happened; answers a function that stops. */
  listen?: (onChange: () => void) => Promise<() => Promise<void>>;
  log: FastifyBaseLogger;
}): Promise<TenantSync> {
  const { db, registry, log } = options;
  const files = new Map(registry.all().map((tenant) => [tenant.id, tenant]));
  const applied = new Map<string, number>();
  let running: Promise<void> | undefined;
  let again = false;

  async function problemsOf(raw: unknown, tenantId: string, executor: Executor = db) {
    const problems: ConfigProblem[] = [];
    const config = checkTenantConfig(raw, registry.global.values, problems);
    if (!config) return { problems };
    if (config.id !== tenantId) problems.push({ path: 'id', message: `Must be "${tenantId}"` });
    const others = registry
      .all()
      .filter((tenant) => tenant.id !== tenantId)
      .map((tenant) => tenant.config);
    problems.push(...claimProblems(config, others));
    problems.push(...programProblems(config, new Set(await options.programCodes(executor))));
    return { config, problems };
  }

  async function pageProblemsOf(
    tenantId: string,
    config: TenantConfig,
    name: string,
    raw: unknown,
  ) {
    const problems: ConfigProblem[] = [];
    const dirs = [files.get(tenantId)?.dir, files.get(DEFAULT_TENANT_ID)?.dir];
    const page = await checkContentPage({
      name,
      raw,
      values: tenantValues(registry.global.values, config),
      imageDirs: dirs.flatMap((dir) => (dir ? [path.join(dir, 'images')] : [])),
      missingImage: (file) => `No image "${file}" in the tenant's images or the default tenant's`,
      problems,
    });
    if (!CONTENT_NAME.test(name)) problems.push({ path: '', message: 'Not a page name' });
    return problems.length === 0 ? { page, problems } : { problems };
  }

  /** The published pages as the registry holds content; the folder's on a row without pages. */
  async function pagesOf(document: TenantDocument, config: TenantConfig) {
    if (!document.content) return { problems: [] };
    const content = new Map<string, unknown>();
    const problems: ConfigProblem[] = [];
    for (const [name, raw] of Object.entries(document.content).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      const checked = await pageProblemsOf(document.tenantId, config, name, raw);
      problems.push(...checked.problems.map((p) => ({ ...p, path: dotted([name, p.path]) })));
      content.set(name, checked.page);
    }
    return { content, problems };
  }

  function tenantOf(
    document: TenantDocument,
    config: TenantConfig,
    pages: ReadonlyMap<string, unknown> | undefined,
  ): LoadedTenant {
    const folder = files.get(document.tenantId);
    const fallback = files.get(DEFAULT_TENANT_ID);
    const content = pages ?? folder?.content ?? new Map<string, unknown>();
    return {
      id: document.tenantId,
      dir: folder?.dir ?? fallback?.dir ?? '',
      config,
      contentNames: [...content.keys()].sort(),
      content,
      ...(pages ? { contentPublished: true } : {}),
      ...(document.logo && document.logoType
        ? { logo: { bytes: document.logo, type: document.logoType } }
        : {}),
    };
  }

  async function pass() {
    // Revisions first: a whole row (config, pages, logo) is read only when it changed.
    const revisions = await tenantDocumentQueries.revisions(db);
    // A tenant whose publications were deleted is returned to its folder (tenants created in the
    // console have none, and keep what they had).
    const published = new Set(revisions.map((row) => row.tenantId));
    for (const tenantId of [...applied.keys()].filter((id) => !published.has(id))) {
      applied.delete(tenantId);
      const folder = files.get(tenantId);
      if (folder) registry.put(folder);
    }
    for (const { tenantId, revision } of revisions) {
      if (applied.get(tenantId) === revision) continue;
      const document = await tenantDocumentQueries.one(db, tenantId);
      if (!document) continue;
      const checked = await problemsOf(document.config, document.tenantId);
      const { config } = checked;
      const pages = config ? await pagesOf(document, config) : { problems: [] };
      const problems = [...checked.problems, ...pages.problems];
      applied.set(document.tenantId, document.revision);
      if (!config || problems.length > 0) {
        log.error(
          { tenant: document.tenantId, revision: document.revision, problems },
          'published tenant refused: it no longer passes the tenant checks',
        );
        continue;
      }
      registry.put(tenantOf(document, config, pages.content));
    }
  }

  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const background = () =>
    void refresh().catch((error: unknown) =>
      log.error({ err: error }, 'tenant publications not read'),
    );
  await refresh();
  const stopListening = await options.listen?.(background);
  const poll = setInterval(background, POLL_MS);
  poll.unref();

  return {
    refresh,
    problemsOf,
    pageProblemsOf,
    fromFiles: (tenantId) => files.get(tenantId),
    async stop() {
      clearInterval(poll);
      // Best effort: the database may be gone already (closed first, or lost).
      await stopListening?.().catch(() => undefined);
      await running?.catch(() => undefined);
    },
  };
}
