import type { TenantBootstrap } from '@portal/domain/tenant/tenant-bootstrap';

function normaliseBasePath(basePath: unknown): string {
  if (typeof basePath !== 'string' || basePath === '/' || basePath === '') return '';
  return ('/' + basePath.replace(/^\/+|\/+$/g, '')).toLowerCase();
}

/** The DOM id of the JSON the server injects into every page it serves. */
export const TENANT_BOOTSTRAP_ID = 'tenant-bootstrap';

// A served page always carries its tenant; without it the page cannot know whose it is.
function withoutServer(): never {
  throw new Error('The page carries no tenant bootstrap');
}

/** Reads the bootstrap the server injected into the page. */
export function readTenantBootstrap(doc: Document = document): TenantBootstrap {
  const text = doc.getElementById(TENANT_BOOTSTRAP_ID)?.textContent;
  if (!text) return withoutServer();
  let parsed: Partial<TenantBootstrap>;
  try {
    parsed = JSON.parse(text) as Partial<TenantBootstrap>;
  } catch {
    return withoutServer();
  }
  if (!parsed.config || typeof parsed.config !== 'object') return withoutServer();
  return { ...(parsed as TenantBootstrap), basePath: normaliseBasePath(parsed.basePath) };
}

let cached: TenantBootstrap | undefined;

/** The bootstrap, read once per page load. */
export function tenantBootstrap(): TenantBootstrap {
  cached ??= readTenantBootstrap();
  return cached;
}

/** `vite dev` without the server in front: the page's tenant comes from elsewhere (main.tsx). */
export function standInTenantBootstrap(bootstrap: TenantBootstrap): void {
  cached = bootstrap;
}
