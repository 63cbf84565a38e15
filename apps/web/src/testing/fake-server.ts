// A fake of the portal's HTTP API behind `fetch`, for tests: it implements the token endpoint
// (password and rotating refresh grants) and answers other paths from a route table, checking
// the bearer token the way the server would. Not a mock of any app module.

export interface FakeRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string;
}

export type FakeHandler = (req: FakeRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    statusText: status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'OK',
    headers: { 'Content-Type': 'application/json' },
  });
}

export function accessToken(n: number, claims: Record<string, unknown> = {}): string {
  const b64 = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'none' })}.${b64({ sub: 'user-1', n, ...claims })}.sig`;
}

export interface FakeServerOptions {
  /** Seconds the access tokens issued by the fake live. */
  expiresIn?: number;
  /** Answer for refresh requests; default rotates the pair. */
  refresh?: (req: FakeRequest) => Response | undefined | Promise<Response | undefined>;
  routes?: Record<string, FakeHandler>;
}

export function createFakeServer(options: FakeServerOptions = {}) {
  const requests: FakeRequest[] = [];
  let generation = 0;
  let validAccess = new Set<string>();
  let validRefresh = new Set<string>();
  const issue = () => {
    generation += 1;
    const pair = { access: accessToken(generation), refresh: `refresh-${generation}` };
    validAccess = new Set([pair.access]);
    validRefresh = new Set([pair.refresh]);
    return {
      access_token: pair.access,
      refresh_token: pair.refresh,
      token_type: 'Bearer' as const,
      expires_in: options.expiresIn ?? 900,
      refresh_expires_in: 86_400,
      scope: 'STUDENT_PORTAL__ACCESS',
    };
  };

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>),
    );
    const req: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: String(init.body ?? ''),
    };
    requests.push(req);
    await Promise.resolve();
    if (req.path === '/auth-api/oauth/token') {
      const form = new URLSearchParams(req.body);
      if (form.get('grant_type') === 'password') return json(200, issue());
      const custom = await options.refresh?.(req);
      if (custom) return custom;
      if (!validRefresh.has(form.get('refresh_token') ?? '')) {
        return json(400, {
          error: 'invalid_grant',
          global: [{ code: 'INVALID_TOKEN', message: 'Invalid token' }],
        });
      }
      return json(200, issue());
    }
    const handler = options.routes?.[`${req.method} ${req.path}`];
    if (!handler) return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
    const bearer = headers.Authorization?.replace(/^Bearer /, '');
    if (bearer !== undefined && !validAccess.has(bearer)) {
      return json(401, { global: [{ code: 'TOKEN_EXPIRED', message: 'Token expired' }] });
    }
    return handler(req);
  };

  return {
    fetch: fetchImpl as typeof fetch,
    requests,
    issue,
    /** The server forgets the current access token, as when it expires early on the server. */
    revokeAccess: () => {
      validAccess = new Set();
    },
    tokenRequests: () => requests.filter((r) => r.path === '/auth-api/oauth/token'),
  };
}
