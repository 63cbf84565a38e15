import type { TokenResponse } from '@portal/domain/auth/token';
import { type Language, LANGUAGE_TAGS } from '@portal/domain/i18n/languages';
import {
  authSession,
  isAccessExpired,
  isRefreshExpired,
  PORTAL_SCOPE,
  sessionFromTokenResponse,
  type AuthSession,
  type AuthSessionStore,
} from './auth-session';
import { ApiError, SessionExpiredError } from './api-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** A file sent as the raw body with its own type (a profile photo). */
  file?: Blob;
  /** Public calls (docs/product/api-calls.md) go without a bearer token and never trigger a refresh. */
  auth?: boolean;
  /** Extra headers, e.g. a payment's Idempotency-Key; sent again unchanged on the 401 retry. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' reads a file (a PDF receipt) instead of JSON; errors are still read as JSON. */
  responseType?: 'json' | 'blob';
}

export interface ApiClientDeps {
  fetch?: typeof fetch;
  now?: () => number;
  session?: AuthSessionStore;
  /**
   * Called after a refresh failed with a 4xx or the refresh token had expired. Required: only the
   * owner of the client knows which cache and words end its session (create-app-services.ts).
   */
  onSessionExpired: () => void;
  /** Prefixed to every path ('' or a partner-school base path). */
  baseUrl?: string;
  /**
   * The page's language, sent as `Accept-Language`: what the server writes a document in when
   * the account has no language saved, and the language an account made on the page keeps
   * (docs/languages.md "Mail and documents").
   */
  language?: Language;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The password grant; stores nothing. */
  requestTokens(form: Record<string, string>): Promise<TokenResponse>;
  /**
   * A usable access token for a caller outside fetch (the live channel's CONNECT): refreshed
   * first when it is (nearly) expired, through the same queue as requests. Null without a
   * session, or when the refresh failed (docs/product/error-catalogue.md "Live channel": the client then disconnects).
   */
  accessToken(): Promise<string | null>;
  /**
   * Refreshes the tokens now, however young the access token, which restarts the inactivity
   * timeout (the refresh token's lifetime): the inactivity warning's "Stay signed in". False
   * when the session had already ended or was refused.
   */
  extendSession(): Promise<boolean>;
}

const TOKEN_PATH = '/auth-api/oauth/token';

/**
 * The fetch wrapper every API call goes through (docs/product/states-and-transitions.md "Login and session", api-calls.md, constants-and-limits.md):
 *
 * - every call sends `X-Requested-With: XMLHttpRequest` and a random `X-Request-Id`;
 *   authenticated calls add the bearer token;
 * - an access token within 120 s of expiry is refreshed before the call is sent;
 * - a 401 triggers one refresh and one retry per request; while a refresh is running every other
 *   request waits in a queue and is sent afterwards with the new token, so N concurrent 401s cost
 *   one refresh (refresh tokens rotate: a second refresh with the old token would be refused);
 * - a refresh answered with a 4xx (or an expired refresh token) ends the session.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = deps.now ?? Date.now;
  const session = deps.session ?? authSession;
  const { onSessionExpired } = deps;
  const baseUrl = deps.baseUrl ?? '';

  let refreshing: Promise<AuthSession> | null = null;
  // Requests that arrive while a refresh is running park here and are released (or rejected)
  // together when it settles.
  const queue: Array<{ resolve: (s: AuthSession) => void; reject: (e: unknown) => void }> = [];

  const expire = (): never => {
    session.clear();
    onSessionExpired();
    throw new SessionExpiredError();
  };

  async function postToken(form: Record<string, string>): Promise<Response> {
    return doFetch(baseUrl + TOKEN_PATH, {
      method: 'POST',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'X-Request-Id': crypto.randomUUID(),
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
  }

  async function runRefresh(): Promise<AuthSession> {
    const current = session.get();
    // Ended meanwhile (a logout, or an expiry another call already announced): nothing to refresh
    // and nothing more to say; every call refused after it would otherwise toast again.
    if (!current) throw new SessionExpiredError();
    // A view as a student (view-as.ts) is never renewed: a refused token ends it.
    if (current.viewAs || isRefreshExpired(current, now())) return expire();
    const response = await postToken({
      grant_type: 'refresh_token',
      refresh_token: current.refreshToken,
      scope: PORTAL_SCOPE,
    });
    if (response.status >= 400 && response.status < 500) return expire();
    if (!response.ok)
      throw new ApiError(response.status, response.statusText, await readBody(response));
    const next = sessionFromTokenResponse((await response.json()) as TokenResponse, now());
    session.set(next);
    return next;
  }

  function refresh(): Promise<AuthSession> {
    if (refreshing) {
      return new Promise<AuthSession>((resolve, reject) => queue.push({ resolve, reject }));
    }
    refreshing = runRefresh();
    refreshing.then(
      (next) => queue.splice(0).forEach((w) => w.resolve(next)),
      (error: unknown) => queue.splice(0).forEach((w) => w.reject(error)),
    );
    const settled = refreshing;
    void settled
      .finally(() => {
        if (refreshing === settled) refreshing = null;
      })
      .catch(() => undefined);
    return settled;
  }

  /** The session to send with, refreshed first when the access token is (nearly) expired. */
  async function usableSession(): Promise<AuthSession | null> {
    if (refreshing) return refresh();
    const current = session.get();
    if (current && isAccessExpired(current, now())) return refresh();
    return current;
  }

  function send(
    path: string,
    options: RequestOptions,
    current: AuthSession | null,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      ...options.headers,
      'X-Requested-With': 'XMLHttpRequest',
      // A new id per request sent: the server logs it and answers it (docs/operations.md).
      'X-Request-Id': crypto.randomUUID(),
      Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
      ...(deps.language ? { 'Accept-Language': LANGUAGE_TAGS[deps.language] } : {}),
    };
    let body: string | Blob | undefined;
    if (options.file) {
      headers['Content-Type'] = options.file.type || 'application/octet-stream';
      body = options.file;
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    if (current) headers.Authorization = `Bearer ${current.accessToken}`;
    const init: RequestInit = { method: options.method ?? 'GET', headers };
    if (body !== undefined) init.body = body;
    if (options.signal) init.signal = options.signal;
    return doFetch(baseUrl + path, init);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const authenticated = options.auth ?? true;
    let current = authenticated ? await usableSession() : null;
    // A tab viewing as a student sends its token with public calls too, so the server refuses
    // a change made there however it is made (docs/staff-console.md).
    const viewing = session.get();
    if (!authenticated && viewing?.viewAs && !options.headers?.Authorization) current = viewing;
    let response = await send(path, options, current);
    if (response.status === 401 && authenticated && current) {
      // Once per request. If another request already rotated the tokens while this one was in
      // flight, retry with the new token instead of spending the rotated refresh token again.
      const latest = session.get();
      current = latest && latest.accessToken !== current.accessToken ? latest : await refresh();
      response = await send(path, options, current);
    }
    if (options.responseType === 'blob' && response.ok) return (await response.blob()) as T;
    return parse<T>(response);
  }

  async function requestTokens(form: Record<string, string>): Promise<TokenResponse> {
    return parse<TokenResponse>(await postToken(form));
  }

  async function accessToken(): Promise<string | null> {
    try {
      return (await usableSession())?.accessToken ?? null;
    } catch {
      // A refused refresh has already ended the session; a server error leaves it for the
      // next attempt.
      return null;
    }
  }

  async function extendSession(): Promise<boolean> {
    try {
      await refresh();
      return true;
    } catch {
      return false;
    }
  }

  return { request, requestTokens, accessToken, extendSession };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function parse<T>(response: Response): Promise<T> {
  const body = response.status === 204 ? null : await readBody(response);
  if (!response.ok) throw new ApiError(response.status, response.statusText, body);
  return (body ?? undefined) as T;
}
