import type { Executor } from '../../db/database';
import { catalogEditingQueries } from './catalog-editing-queries';

/** Where the watch reports its own failures (the app's logger). */
export interface WatchLog {
  error(details: object, message: string): void;
}

/**
 * Tells this instance when a new catalog version exists (docs/catalog-editing.md "Publishing"):
 * at once when this instance published it (`look`, called after the commit), and within `everyMs`
 * when another instance or the publishing job did, by reading the latest version's number. The
 * page cache forgets the pages that read the catalog when it hears.
 */
export function watchCatalogVersions(options: { db: Executor; everyMs: number }) {
  const listeners = new Set<() => void>();
  let seen: number | undefined;
  let timer: NodeJS.Timeout | undefined;

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
      await look();
      timer = setInterval(
        () => void look().catch((error) => log.error({ err: error }, 'catalog watch failed')),
        options.everyMs,
      );
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type CatalogWatch = ReturnType<typeof watchCatalogVersions>;
