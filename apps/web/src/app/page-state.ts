import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-side render hands the browser, as `<script id="page-state" type="application/json">`:
 * the query cache the page was rendered from and the router's loader results, so hydration
 * starts from exactly what the server saw.
 */
export interface PageState {
  queries: DehydratedState;
  router: HydrationState;
}

export const PAGE_STATE_ID = 'page-state';
