import type { FastifyBaseLogger } from 'fastify';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Database, Executor } from '../db/database';
import {
  checkTenantConfig,
  claimProblems,
  programProblems,
  type ConfigProblem,
} from './check-tenant-config';
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
  /** The tenant as its `tenants/` folder has it, if it has one (revision 0). */
  fromFiles(tenantId: string): LoadedTenant | undefined;
  stop(): Promise<void>;
}

/**
 * Keeps this instance's tenants in step with the console's publications (docs/tenant-editing.md):
 * on start, whenever a publication's NOTIFY arrives (`listen`), and every 30 seconds in case one
 * was lost. A published config replaces the folder's; its content files and images stay the
 * folder's (a tenant created in the console has none, and reads the default tenant's). A
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

  function tenantOf(document: TenantDocument, config: TenantConfig): LoadedTenant {
    const folder = files.get(document.tenantId);
    const fallback = files.get(DEFAULT_TENANT_ID);
    return {
      id: document.tenantId,
      dir: folder?.dir ?? fallback?.dir ?? '',
      config,
      contentNames: folder?.contentNames ?? [],
      content: folder?.content ?? new Map(),
      ...(document.logo && document.logoType
        ? { logo: { bytes: document.logo, type: document.logoType } }
        : {}),
    };
  }

  async function pass() {
    for (const document of await tenantDocumentQueries.all(db)) {
      if (applied.get(document.tenantId) === document.revision) continue;
      const { config, problems } = await problemsOf(document.config, document.tenantId);
      applied.set(document.tenantId, document.revision);
      if (!config || problems.length > 0) {
        log.error(
          { tenant: document.tenantId, revision: document.revision, problems },
          'published tenant refused: it no longer passes the tenant checks',
        );
        continue;
      }
      registry.put(tenantOf(document, config));
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
    fromFiles: (tenantId) => files.get(tenantId),
    async stop() {
      clearInterval(poll);
      // Best effort: the database may be gone already (closed first, or lost).
      await stopListening?.().catch(() => undefined);
      await running?.catch(() => undefined);
    },
  };
}
