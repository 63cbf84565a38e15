/**
 * The payloads an instance has heard on a channel, and a wait for the next naming one: for tests
 * of what instances keep in memory until the database's notice (sessions, students' reads).
 */
export function noticesHeard() {
  const waiting = new Map<string, Array<() => void>>();
  const heard = new Set<string>();
  return {
    hear(payload?: string) {
      if (!payload) return;
      heard.add(payload);
      for (const resolve of waiting.get(payload) ?? []) resolve();
      waiting.delete(payload);
    },
    /** Resolves once `payload` has been heard, at once if it was already. */
    until: (payload: string) =>
      heard.has(payload)
        ? Promise.resolve()
        : new Promise<void>((resolve) =>
            waiting.set(payload, [...(waiting.get(payload) ?? []), resolve]),
          ),
    /** Resolves on the next notice naming `payload`, whatever was heard before. */
    next(payload: string) {
      heard.delete(payload);
      return new Promise<void>((resolve) =>
        waiting.set(payload, [...(waiting.get(payload) ?? []), resolve]),
      );
    },
  };
}
