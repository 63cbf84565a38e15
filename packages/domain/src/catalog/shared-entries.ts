/** The entries whose key is shared with an earlier or later one (ids, codes and slugs are used once). */
export function shared<T>(entries: readonly T[], key: (entry: T) => string | number): T[] {
  const counts = new Map<string | number, number>();
  for (const entry of entries) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
  return entries.filter((entry) => counts.get(key(entry))! > 1);
}
