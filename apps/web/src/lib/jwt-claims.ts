export type JwtClaims = Record<string, unknown>;

function base64UrlToUtf8(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT, read without verifying the signature: the browser only uses them for
 * display and timing hints; the server verifies every token it receives. Returns an empty object
 * for anything that is not a JWT with a JSON object payload.
 */
export function decodeJwtClaims(token: string): JwtClaims {
  const payload = token.split('.')[1];
  if (payload === undefined) return {};
  try {
    const claims: unknown = JSON.parse(base64UrlToUtf8(payload));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as JwtClaims)
      : {};
  } catch {
    return {};
  }
}
