import type { QueryClient } from '@tanstack/react-query';
import type { LivePayload } from '@portal/domain/live/live-payloads';
import type { LiveSubject } from '@portal/domain/live/live-subject';
import type { LiveUpdate } from './live-connection';

/**
 * What a feature does with the live updates of the data it owns (CODE_STYLE.md: live messages update
 * the cache through the same keys the fetchers use). Each feature that owns a query key writes one
 * of these beside its fetchers; the app puts them together (app/live-updates.ts), since a feature
 * never reaches into another.
 */
export type LiveUpdateHandlers = {
  [S in LiveSubject]?: (payload: LivePayload<S>) => void;
} & {
  /** Timers and the like, released when the connection closes. */
  stop?(): void;
};

/** Builds one feature's handlers for the page's query cache. */
export type LiveUpdateHandlersFactory = (queryClient: QueryClient) => LiveUpdateHandlers;

/** Hands each update to every feature's handler of its subject, in the order given. */
export function routeLiveUpdates(handlers: LiveUpdateHandlers[]): (update: LiveUpdate) => void {
  return (update) => {
    for (const handler of handlers) {
      const handle = handler[update.subject] as ((payload: unknown) => void) | undefined;
      handle?.(update.payload);
    }
  };
}
