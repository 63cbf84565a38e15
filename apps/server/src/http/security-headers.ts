// The security headers of every answer (docs/architecture.md, decision 14). Helmet sets them on the
// answers of routes; the answers the HTTP layer gives before any route runs (a bad URL, headers too
// large, a request too slow) carry the same set, computed once from the same options.
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Pages set their own Content-Security-Policy (web/serve-spa.ts); the API answers JSON only. */
export const HELMET_OPTIONS = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false };

function computeSecurityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as never, recorder, () => undefined);
  return headers;
}

export const SECURITY_HEADERS = computeSecurityHeaders();
