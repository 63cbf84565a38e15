import type { Executor } from '../../db/database';
import { catalogEditingQueries } from './catalog-editing-queries';

/** The channel every new catalog version notifies at its commit (migration 0058's trigger). */
export const CATALOG_CHANNEL = 'catalog_versions';

/** How often an instance reads the newest version's number: often unless it is told. */
const POLL_MS = { told: 30_000, untold: 2_000 };

/** Where the watch reports its own failures (the app's logger). */
export interface WatchLog {
  error(details: object, message: string): void;
}

/**
 * Tells this instance when a new catalog version exists (docs/catalog-editing.md "Publishing"):
 * at once when this instance published it (`look`, called after the commit), when `listen` hears
 * that any instance or the publishing job wrote one, and otherwise within the poll (every 30 s
 * while listening, in case a notice was lost; every 2 s without). The page cache forgets the pages
 * that read the catalog when it hears.
 */
export function watchCatalogVersions(options: {
  db: Executor;
  /** Calls its argument whenever a version may have been written; answers a function that stops. */
  listen?: (onChange: () => void) => Promise<() => Promise<void>>;
  everyMs?: number;
}) {
  const listeners = new Set<() => void>();
  let seen: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  async function look() {
    const latest = await catalogEditingQueries.latestVersionId(options.db);
    if (seen !== undefined && latest !== seen) for (const listener of listeners) listener();
    seen = latest;
  }

  return {
    look,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start(log: WatchLog) {
      const lookLogged = () =>
        void look().catch((error) => log.error({ err: error }, 'catalog watch failed'));
      await look();
      stopListening = await options.listen?.(lookLogged);
      const everyMs = options.everyMs ?? (options.listen ? POLL_MS.told : POLL_MS.untold);
      timer = setInterval(lookLogged, everyMs);
    },
    async stop() {
      clearInterval(timer);
      await stopListening?.();
    },
  };
}

export type CatalogWatch = ReturnType<typeof watchCatalogVersions>;
