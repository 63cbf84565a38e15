import { LRUCache } from 'lru-cache';

/**
 * The channel the database's triggers name a changed owner on (`<tenant>:<user>`), or `*` when
 * something every owner's reads join (the catalog, the programs) changed.
 */
export const OWNER_DATA_CHANNEL = 'owner_data_changed';

const EVERYONE = '*';

/** At most this many students' reads are kept; past it the least used student's go first. */
const DEFAULT_CAPACITY = 10_000;

export interface Owner {
  tenantId: string;
  userId: string;
}

export const ownerKey = (owner: Owner) => `${owner.tenantId}:${owner.userId}`;

/**
 * What a signed-in student's page reads on every load, kept per student so that the next load
 * costs no query (docs/performance.md "A student's reads from memory"). It stays true the way the
 * live sessions do:
 *
 * - a trigger on every table these reads come from names the student whose rows changed on
 *   `OWNER_DATA_CHANNEL` at the commit, whatever code path wrote them, and every instance forgets
 *   that student's reads (`forget`); a change to a table every student's reads join (the catalog)
 *   forgets everyone's;
 * - nothing is kept unless the instance is listening, and everything is forgotten when listening
 *   starts or stops (a notice may have been missed meanwhile);
 * - a read that was running when its student's reads were forgotten answers its caller but is not
 *   kept: it may have read the rows just before the change committed;
 * - the values are shared between callers, which read them and never change them.
 */
export interface OwnerReadCache {
  /**
   * The owner's value under `key` from memory, or `load`'s, kept when that is safe and `keep`
   * (when given) says the value may be kept.
   */
  read<T>(
    owner: Owner,
    key: string,
    load: () => Promise<T>,
    keep?: (value: T) => boolean,
  ): Promise<T>;
  /** Forgets an owner's reads (`<tenant>:<user>`), or everyone's with `*` or nothing. */
  forget(ownerKeyOrEveryone?: string): void;
  /** Whether notices are being heard: while not, nothing is kept. */
  listening(heard: boolean): void;
}

interface RunningRead {
  forgotten: boolean;
}

export function createOwnerReadCache(capacity = DEFAULT_CAPACITY): OwnerReadCache {
  const owners = new LRUCache<string, Map<string, unknown>>({ max: capacity });
  const running = new Map<string, Set<RunningRead>>();
  let heard = false;

  const forget = (key: string = EVERYONE) => {
    if (key === EVERYONE) {
      owners.clear();
      for (const reads of running.values()) for (const read of reads) read.forgotten = true;
      return;
    }
    owners.delete(key);
    for (const read of running.get(key) ?? []) read.forgotten = true;
  };

  return {
    async read(owner, key, load, keep) {
      if (!heard) return load();
      const who = ownerKey(owner);
      const kept = owners.get(who);
      if (kept?.has(key)) return kept.get(key) as Awaited<ReturnType<typeof load>>;
      const read: RunningRead = { forgotten: false };
      let reads = running.get(who);
      if (!reads) running.set(who, (reads = new Set()));
      reads.add(read);
      try {
        const value = await load();
        if (!read.forgotten && heard && (keep?.(value) ?? true)) {
          let values = owners.get(who);
          if (!values) owners.set(who, (values = new Map()));
          values.set(key, value);
        }
        return value;
      } finally {
        reads.delete(read);
        if (reads.size === 0) running.delete(who);
      }
    },
    forget,
    listening(now) {
      heard = now;
      forget();
    },
  };
}
