// OAuth 1.0a HMAC-SHA1 (RFC 5849 §3.4), as LTI 1.1 launches and Basic Outcomes use it. A few lines
// of node:crypto instead of a library: the maintained ones mutate their input or pull in more than
// this needs. Tests check these signatures with the independent oauth-1.0a.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 3986 percent-encoding, which OAuth requires (encodeURIComponent leaves !*'() alone). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!*'()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The base string URI (RFC 5849 §3.4.1.2): URL already lower-cases scheme and host and drops a default port. */
function baseUri(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/** Every parameter signed: the query's, the form body's and the oauth_* ones, without the signature. */
export function signatureBaseString(
  method: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  const all: [string, string][] = [...new URL(url).searchParams.entries()];
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'oauth_signature') all.push([key, value]);
  }
  const normalised = all
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return [method.toUpperCase(), percentEncode(baseUri(url)), percentEncode(normalised)].join('&');
}

const hmacSha1 = (base: string, consumerSecret: string) =>
  createHmac('sha1', `${percentEncode(consumerSecret)}&`)
    .update(base)
    .digest('base64');

/** oauth_body_hash (the OAuth body-hash extension Basic Outcomes uses): base64 SHA-1 of the body. */
export const bodyHash = (body: string) => createHash('sha1').update(body).digest('base64');

/** The request's parameters plus the oauth_* ones and their signature. */
export function signOAuth1(request: {
  method: string;
  url: string;
  params: Readonly<Record<string, string>>;
  consumerKey: string;
  consumerSecret: string;
  now: Date;
}): Record<string, string> {
  const params: Record<string, string> = {
    ...request.params,
    oauth_consumer_key: request.consumerKey,
    oauth_nonce: randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(Math.floor(request.now.getTime() / 1000)),
    oauth_version: '1.0',
  };
  params.oauth_signature = hmacSha1(
    signatureBaseString(request.method, request.url, params),
    request.consumerSecret,
  );
  return params;
}

/** The Authorization header of a signed request whose oauth_* parameters travel in it. */
export function oauthHeader(params: Readonly<Record<string, string>>): string {
  const fields = Object.entries(params)
    .filter(([key]) => key.startsWith('oauth_'))
    .map(([key, value]) => `${percentEncode(key)}="${percentEncode(value)}"`);
  return `OAuth ${fields.join(', ')}`;
}

/** The oauth_* parameters of an `Authorization: OAuth ...` header; undefined when it is not one. */
export function parseOAuthHeader(header: string | undefined): Record<string, string> | undefined {
  if (!header || !/^OAuth\s/i.test(header)) return undefined;
  const params: Record<string, string> = {};
  for (const match of header.slice(6).matchAll(/([\w.~%-]+)="([^"]*)"/g)) {
    const [, key, value] = match;
    if (key === 'realm') continue;
    try {
      params[decodeURIComponent(key!)] = decodeURIComponent(value!);
    } catch {
      return undefined;
    }
  }
  return params;
}

export type OAuthFailure = 'missing' | 'method' | 'timestamp' | 'signature';

/**
 * Checks a signed request's HMAC-SHA1 signature and that its timestamp lies within `windowSeconds`
 * of now, either way (LTI 1.1: refuse timestamps too far in the past or the future). The
 * nonce is the caller's to record (nonce-store.ts), after the signature holds.
 */
export function verifyOAuth1(request: {
  method: string;
  url: string;
  params: Readonly<Record<string, string>>;
  consumerSecret: string;
  now: Date;
  windowSeconds: number;
}): OAuthFailure | undefined {
  const { params } = request;
  if (!params.oauth_signature || !params.oauth_nonce || !params.oauth_timestamp) return 'missing';
  if (params.oauth_signature_method !== 'HMAC-SHA1') return 'method';
  const timestamp = Number(params.oauth_timestamp);
  const skew = Math.abs(request.now.getTime() / 1000 - timestamp);
  if (!Number.isFinite(timestamp) || skew > request.windowSeconds) return 'timestamp';
  const expected = Buffer.from(
    hmacSha1(signatureBaseString(request.method, request.url, params), request.consumerSecret),
  );
  const given = Buffer.from(params.oauth_signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'signature';
  return undefined;
}
