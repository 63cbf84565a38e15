import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { LIVE_SOCKET_PATH } from '@portal/domain/live/live-destination';
import type { Language } from '@portal/domain/i18n/languages';
import { billingLiveUpdates } from '@/features/billing/api/billing-live-updates';
import { challengeExamLiveUpdates } from '@/features/challenge-exams/api/challenge-exam-live-updates';
import { supportLiveUpdates } from '@/features/support/api/support-live-updates';
import { transcriptLiveUpdates } from '@/features/transcripts/api/transcript-live-updates';
import type { AppServices } from '@/lib/app-services';
import {
  createLiveConnection,
  type LiveConnection,
  type LiveUpdate,
} from '@/lib/live/live-connection';
import { liveNoticeOf } from '@/lib/live/live-notices';
import { routeLiveUpdates, type LiveUpdateHandlersFactory } from '@/lib/live/live-update-handlers';
import { studentLiveUpdates } from '@/lib/student/student-live-updates';
import { toastStore } from '@/lib/toasts';

/** Every owner of cached data that live updates change (docs/live-updates.md "The browser's side"). */
const LIVE_UPDATE_HANDLERS: LiveUpdateHandlersFactory[] = [
  studentLiveUpdates,
  billingLiveUpdates,
  challengeExamLiveUpdates,
  transcriptLiveUpdates,
  supportLiveUpdates,
];

export interface LiveUpdates {
  onUpdate(update: LiveUpdate): void;
  onResync(): void;
  stop(): void;
}

/**
 * What one connection does with what it receives: each update goes to the query cache through the
 * owning features' keys, then its event, if any, becomes a toast (docs/product/states-and-transitions.md, error-catalogue.md). A resync (events
 * lost) reloads every query a page shows, as after a sign-in.
 */
export function createLiveUpdates({
  queryClient,
  i18n,
}: {
  queryClient: QueryClient;
  i18n: Pick<I18n, 't' | 'language'>;
}): LiveUpdates {
  const handlers = LIVE_UPDATE_HANDLERS.map((build) => build(queryClient));
  const route = routeLiveUpdates(handlers);
  // While a request of this tab is in flight (a payment, a save), the updates it causes wait for
  // its answer: the page reads that answer (a decline, a redirect), and must not be switched to
  // another view under it by the order's intermediate states. They are applied, in order, as soon
  // as no request is in flight, so the cache ends as the server's newest state.
  const waiting: LiveUpdate[] = [];
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (waiting.length > 0 && queryClient.isMutating() === 0) waiting.splice(0).forEach(route);
  });
  return {
    onUpdate(update) {
      if (queryClient.isMutating() > 0) waiting.push(update);
      else route(update);
      const notice = liveNoticeOf(update, i18n.language as Language);
      if (!notice) return;
      toastStore.show({
        variant: notice.variant,
        message: i18n.t(notice.message.id, notice.message.values),
        ...(notice.link
          ? { link: { href: notice.link.href, label: i18n.t(notice.link.labelId) } }
          : {}),
      });
    },
    onResync() {
      void queryClient.invalidateQueries();
    },
    stop() {
      unsubscribe();
      waiting.length = 0;
      handlers.forEach((handler) => handler.stop?.());
    },
  };
}

/** `ws(s)://` on the page's own host, under the tenant's base path (a partner school's slug). */
function liveSocketUrl(basePath: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${basePath}${LIVE_SOCKET_PATH}`;
}

/** The page's live connection, started: updates into the cache and toasts. */
export function openLiveUpdates(services: AppServices): { close(): void } | null {
  const { liveSocket, api, bootstrap } = services;
  if (!liveSocket) return null;
  const updates = createLiveUpdates(services);
  const connection: LiveConnection = createLiveConnection({
    url: liveSocketUrl(bootstrap.basePath),
    accessToken: () => api.accessToken(),
    onUpdate: updates.onUpdate,
    onResync: updates.onResync,
    // A refused refresh ends the session and the route guard shows the sign-in page
    // (create-app-services.ts); a granted one gives the next attempt a token the server takes.
    onTokenRefused: () => void api.extendSession(),
    webSocket: liveSocket,
  });
  void connection.start();
  return {
    close() {
      void connection.stop();
      updates.stop();
    },
  };
}
