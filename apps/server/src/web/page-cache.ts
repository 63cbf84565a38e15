// The render cache of pages (docs/decisions/0014): a page is the same for every visitor of a
// tenant, so it is rendered once per key and kept compressed in memory, brotli and gzip beside the
// plain bytes, each with its ETag.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { isWithinWindow } from '@portal/domain/tenant/effective-config';
import type { GlobalConfig, TenantConfig } from '@portal/domain/tenant/tenant-config';
import { etagOf } from '../http/http-cache';
import type { LoadedTenant } from '../tenancy/tenant-registry';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface PageBytes {
  body: Buffer;
  etag: string;
}

/** What a page request answers, ready to send again. */
export type PageAnswer =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'html'; status: number; variants: Partial<Record<PageEncoding, PageBytes>> };

/** The plain page with its brotli and gzip bytes; each variant has its own ETag (RFC 9110 §8.8.3). */
export async function compressedPage(status: number, html: string): Promise<PageAnswer> {
  const identity = Buffer.from(html);
  const tag = etagOf(identity).slice(1, -1);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return {
    kind: 'html',
    status,
    variants: {
      identity: { body: identity, etag: `"${tag}"` },
      br: { body: br, etag: `"${tag}-br"` },
      gzip: { body: gz, etag: `"${tag}-gz"` },
    },
  };
}

/** The plain page only; the compression plugin encodes it per request (CONTENT_CACHING=off). */
export function plainPage(status: number, html: string): PageAnswer {
  const body = Buffer.from(html);
  return { kind: 'html', status, variants: { identity: { body, etag: etagOf(body) } } };
}

/** The variant for the client's Accept-Encoding: brotli, else gzip, else the plain bytes. */
export function chooseVariant(
  answer: Extract<PageAnswer, { kind: 'html' }>,
  acceptEncoding: string | undefined,
): { encoding: PageEncoding; bytes: PageBytes } {
  const offered = (['br', 'gzip', 'identity'] as const).filter((e) => answer.variants[e]);
  const encoding = (acceptEncoding && negotiate(acceptEncoding, [...offered])) || 'identity';
  return { encoding, bytes: answer.variants[encoding] ?? answer.variants.identity! };
}

function windowsInForce(
  scheduled: readonly { startsAt: string; endsAt: string }[] | undefined,
  now: Date,
) {
  return (scheduled ?? []).flatMap((window, index) => (isWithinWindow(window, now) ? [index] : []));
}

/**
 * Which scheduled overrides are in force (the tenant's and the global ones), so the key changes
 * the moment a window opens or closes.
 */
export function scheduleKey(tenant: TenantConfig, global: GlobalConfig, now: Date): string {
  return `${windowsInForce(tenant.scheduled, now).join('.')}/${windowsInForce(global.scheduled, now).join('.')}`;
}

// Kept per tenant object: a published change (docs/tenant-editing.md) puts a new object in the
// registry, so the version, and with it every page key, changes. The fallback is remembered too,
// because a change to the default tenant changes the pages of every tenant reading its content.
const contentVersions = new WeakMap<
  LoadedTenant,
  { fallback: LoadedTenant | undefined; version: string }
>();

/**
 * A digest of what the tenant's pages are made of besides the build: its config, its content
 * files, the default tenant's (its fallback) and the global config. The same files give the same
 * version on every instance, so ETags agree behind a load balancer.
 */
export function contentVersion(
  tenant: LoadedTenant,
  fallback: LoadedTenant | undefined,
  global: GlobalConfig,
): string {
  const known = contentVersions.get(tenant);
  if (known && known.fallback === fallback) return known.version;
  const hash = createHash('sha256').update(JSON.stringify(global));
  for (const source of [tenant, fallback]) {
    if (!source) continue;
    hash.update(JSON.stringify(source.config));
    for (const [name, content] of source.content) hash.update(name).update(JSON.stringify(content));
  }
  const version = hash.digest('base64url').slice(0, 16);
  contentVersions.set(tenant, { fallback, version });
  return version;
}

function sizeOf(answer: PageAnswer, key: string): number {
  if (answer.kind === 'redirect') return key.length + answer.location.length + 64;
  const bodies = Object.values(answer.variants).reduce((sum, v) => sum + v.body.length, 0);
  return key.length + bodies + 256;
}

/** Only pages that answer 200 and redirects are kept; a miss (404) renders each time. */
function keepable(answer: PageAnswer): boolean {
  return answer.kind === 'redirect' || answer.status === 200;
}

export interface PageCache {
  /**
   * The answer for `key`: from memory, else from `produce`, run once however many requests ask
   * for the same key meanwhile (single flight). `produce` says which APIs its render read
   * (`/catalog-api/`...), so a change to their data can forget it.
   */
  get(key: string, produce: () => Promise<RenderedAnswer>): Promise<PageAnswer>;
  /**
   * Forgets every page whose render read under `api` (docs/page-serving.md "When data changes");
   * a render of such a page running meanwhile answers its request but is not kept.
   */
  forgetReading(api: string): void;
}

/** A render's answer, and the API prefixes its data came from. */
export interface RenderedAnswer {
  answer: PageAnswer;
  reads: ReadonlySet<string>;
}

/**
 * Bounded by bytes (least recently used goes first), so a crawler walking unknown paths cannot
 * grow memory; entries also expire after `ttlMs`, which bounds how long a change to data no one
 * announces (rows changed outside the app) can go unseen.
 */
export function createPageCache(options: { maxBytes: number; ttlMs: number }): PageCache {
  const entries = new LRUCache<string, RenderedAnswer>({
    maxSize: options.maxBytes,
    sizeCalculation: (value, key) => sizeOf(value.answer, key),
    ttl: options.ttlMs,
  });
  const inFlight = new Map<string, Promise<PageAnswer>>();
  /** How many times the pages reading each API were forgotten. */
  const changes = new Map<string, number>();
  return {
    get(key, produce) {
      const cached = entries.get(key);
      if (cached) return Promise.resolve(cached.answer);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const before = new Map(changes);
      const produced = produce()
        .then((rendered) => {
          const unchanged = [...rendered.reads].every(
            (api) => (changes.get(api) ?? 0) === (before.get(api) ?? 0),
          );
          if (keepable(rendered.answer) && unchanged) entries.set(key, rendered);
          return rendered.answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, produced);
      return produced;
    },
    forgetReading(api) {
      changes.set(api, (changes.get(api) ?? 0) + 1);
      for (const [key, value] of entries.entries()) {
        if (value.reads.has(api)) entries.delete(key);
      }
    },
  };
}
