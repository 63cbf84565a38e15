import type { GlobalConfig, GlobalOverride, TenantConfig, TenantOverride } from './tenant-config';

/** A scheduled override as written in a config file. */
interface Scheduled<O> {
  startsAt: string;
  endsAt: string;
  override: O;
}

/** Whether `now` lies in the window: start inclusive, end exclusive, so back-to-back windows never overlap. */
export function isWithinWindow(window: { startsAt: string; endsAt: string }, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(window.startsAt) <= t && t < Date.parse(window.endsAt);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges `override` into `base` without changing either.
 *
 * - Plain objects merge key by key, recursively (an override of `theme.brand` keeps the other
 *   theme colours).
 * - Arrays, strings, numbers and booleans replace the base value whole: an override of
 *   `permissions` or `pages.disabled` is the complete new list, never appended to the old one.
 * - A key whose override value is `undefined` keeps the base value; an override cannot delete a
 *   field, only replace it.
 */
export function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) {
    return override === undefined ? base : (override as T);
  }
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    merged[key] = deepMerge(base[key], value);
  }
  return merged as T;
}

function applySchedule<T, O>(
  base: T,
  scheduled: readonly Scheduled<O>[] | undefined,
  now: Date,
): T {
  // Windows apply in file order, so when two overlap the later entry wins.
  return (scheduled ?? [])
    .filter((entry) => isWithinWindow(entry, now))
    .reduce((config, entry) => deepMerge(config, entry.override), base);
}

/**
 * The tenant config in force at `now` (server time, docs/product/README.md and constants-and-limits.md): every scheduled override
 * whose window contains `now`, merged over the normal config by the rules of `deepMerge`.
 * The `scheduled` list itself is kept, so the result can be checked or applied again.
 */
export function effectiveConfig(config: TenantConfig, now: Date): TenantConfig {
  return applySchedule<TenantConfig, TenantOverride>(config, config.scheduled, now);
}

/** The global config in force at `now`; same rules as `effectiveConfig`. */
export function effectiveGlobalConfig(config: GlobalConfig, now: Date): GlobalConfig {
  return applySchedule<GlobalConfig, GlobalOverride>(config, config.scheduled, now);
}
