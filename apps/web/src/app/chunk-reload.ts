// docs/product/screens-and-routes.md: "A failed chunk load reloads the target URL". After a deployment the old build's
// chunks disappear, so a tab opened before it fails to import a lazy route; one full reload of
// the target URL fetches the new build. The mark in session storage stops a reload loop when
// the chunk is missing for good.

const MARK_KEY = 'portal:chunk-reload';
/** A second failure for the same URL within this window shows the error page instead. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

interface Mark {
  url: string;
  at: number;
}

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

function readMark(storage: Storage): Mark | null {
  try {
    const raw = storage.getItem(MARK_KEY);
    return raw ? (JSON.parse(raw) as Mark) : null;
  } catch {
    return null;
  }
}

export interface ReloadOnceOptions {
  url: string;
  now?: number;
  storage?: Storage;
  reload?: (url: string) => void;
}

/** Reloads `url` unless it was already reloaded for a chunk failure moments ago. */
export function reloadOnce({
  url,
  now = Date.now(),
  storage = window.sessionStorage,
  reload = (target) => window.location.replace(target),
}: ReloadOnceOptions): boolean {
  const mark = readMark(storage);
  if (mark && mark.url === url && now - mark.at < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(MARK_KEY, JSON.stringify({ url, at: now } satisfies Mark));
  } catch {
    // Without storage there is no loop protection: do not reload.
    return false;
  }
  reload(url);
  return true;
}

/** Called once a route rendered fine, so a later deployment can reload again. */
export function clearChunkReloadMark(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(MARK_KEY);
  } catch {
    // ignore
  }
}
