// docs/decisions/0009-hostile-input.md: thousands of malformed requests over every route of /openapi.json, signed in
// and not, on each database the suite runs on. No answer may be a 5xx, every refusal carries the
// catalogue's body (docs/product/error-catalogue.md), and the server is healthy afterwards.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import { isErrorCode } from '@portal/domain/errors/error-code';
import { passwordGrant, signedInLearner, type Tokens } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';
import { englishMessage } from './error-body';

/**
 * Requests per route. 60 made about 2,000 over the 35 routes the API had; it has grown several
 * times over (the staff console), and 30 keeps the run's share of the test time. Each run draws
 * new cases, so what one run misses the next may find.
 */
const RUNS_PER_ROUTE = 30;

interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  query: string[];
  bodyFields: string[] | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody && Object.values(operation.requestBody.content)[0];
      return {
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: content ? Object.keys(content.schema?.properties ?? {}) : undefined,
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// What a malicious or broken client sends

/** The text with lone surrogates replaced, as a browser would before encoding it into a URL. */
const wellFormed = (t: string) =>
  t.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '2147483648',
  '-2147483649',
  '9'.repeat(40),
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%zz',
  '%00',
  'SAVE20',
  'NOC-HCAC-DEMO0001',
  'student@demo.test',
);

const text = fc.oneof(
  nasty,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 300, maxLength: 3_000 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.integer({ min: -5, max: 50 }).map(String),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer({ min: -5, max: 50 }),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.array(fc.integer({ min: -2, max: 2 ** 32 }), { maxLength: 4 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

/** A path or query part: encoded text, or raw bytes that are not valid URL escapes. */
const urlPart = fc.oneof(
  text.map((t) => encodeURIComponent(wellFormed(t))),
  fc.constantFrom('%zz', '%', '%00', '%C0%AF', '%ff%fe', '..', '%2e%2e'),
);

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);

type Body = { kind: 'none' } | { kind: 'raw'; contentType: string; payload: string };

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const fields = operation.bodyFields ?? [];
  const nearlyValid = fc
    .record({
      known: fc.dictionary(fields.length > 0 ? fc.constantFrom(...fields) : text, value, {
        maxKeys: fields.length + 1,
      }),
      extra: fc.dictionary(text, value, { maxKeys: 2 }),
    })
    .map(({ known, extra }) => JSON.stringify({ ...extra, ...known }));
  return fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    nearlyValid.map((payload): Body => ({ kind: 'raw', contentType: 'application/json', payload })),
    fc.jsonValue().map((json): Body => ({
      kind: 'raw',
      contentType: 'application/json',
      payload: JSON.stringify(json),
    })),
    fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
        ),
        fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), text),
      )
      .map(([contentType, payload]): Body => ({ kind: 'raw', contentType, payload })),
    fc
      .dictionary(fields.length > 0 ? fc.constantFrom(...fields) : text, text)
      .map((form): Body => ({
        kind: 'raw',
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(
          Object.entries(form).map(([k, v]): [string, string] => [wellFormed(k), wellFormed(v)]),
        ).toString(),
      })),
  );
}

interface MalformedRequest {
  url: string;
  method: string;
  auth: 'learner' | 'garbage' | 'none';
  idempotencyKey: string | undefined;
  body: Body;
}

function requestFor(operation: Operation): fc.Arbitrary<MalformedRequest> {
  const parameterNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return fc
    .record({
      params: fc.tuple(...parameterNames.map(() => urlPart)),
      query: fc.array(
        fc.tuple(
          operation.query.length > 0
            ? fc.oneof(fc.constantFrom(...operation.query), urlPart)
            : urlPart,
          urlPart,
        ),
        { maxLength: 3 },
      ),
      // Signing out would end the learner's session for every later request.
      auth:
        operation.path === '/auth-api/auth/logout'
          ? fc.constantFrom<'garbage' | 'none'>('garbage', 'none')
          : fc.constantFrom<MalformedRequest['auth']>('learner', 'learner', 'garbage', 'none'),
      idempotencyKey: fc.option(headerValue, { nil: undefined }),
      body: operation.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodyFor(operation),
    })
    .map(({ params, query, auth, idempotencyKey, body }) => {
      let index = 0;
      const path = operation.path.replace(/\{\w+\}/g, () => params[index++] ?? '');
      const search = query.map(([k, v]) => `${k}=${v}`).join('&');
      return {
        url: search ? `${path}?${search}` : path,
        method: operation.method,
        auth,
        idempotencyKey,
        body,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// What every answer must be

/** The error body (docs/product/error-catalogue.md): catalogue codes with the catalogue's words; field errors with message ids. */
function expectCatalogueBody(body: unknown, context: string) {
  const { global, fields, courses } = body as {
    global?: { code: string; message: string }[];
    fields?: { field: string; code: string; message: string }[];
    courses?: { code: string; message: string; courseName: string }[];
  };
  const entries = [...(global ?? []), ...(courses ?? [])];
  expect(entries.length, context).toBeGreaterThan(0);
  for (const { code, message } of entries) {
    expect(isErrorCode(code), `${context}: code ${code}`).toBe(true);
    if (isErrorCode(code)) expect(message, context).toBe(ERROR_CATALOGUE[code].message);
  }
  for (const field of fields ?? []) {
    const known = isErrorCode(field.code) || englishMessage(field.code) !== undefined;
    expect(known, `${context}: field code ${field.code}`).toBe(true);
  }
}

let server: TestServer;
let learner: Tokens;
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: 100_000 });
  learner = await signedInLearner(server, { email: 'fuzz@example.com' });
  operations = operationsOf(
    (await (await server.request('/openapi.json')).json()) as OpenApiDocument,
  );
});
afterAll(() => server.close());

async function send(request: MalformedRequest) {
  const headers: Record<string, string> = {};
  if (request.auth === 'learner') headers.Authorization = `Bearer ${learner.access_token}`;
  if (request.auth === 'garbage') headers.Authorization = 'Bearer e30.e30.c2ln';
  if (request.idempotencyKey !== undefined) headers['Idempotency-Key'] = request.idempotencyKey;
  if (request.body.kind === 'raw') headers['Content-Type'] = request.body.contentType;
  return server.request(request.url, {
    method: request.method,
    headers,
    body: request.body.kind === 'raw' ? request.body.payload : undefined,
  });
}

describe('malformed requests over every route of /openapi.json', () => {
  it('cover the whole API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
  });

  it('are answered without a 5xx, in the catalogue’s words, and leave the server healthy', async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const response = await send(request);
          const context = `${request.method} ${request.url} -> ${response.status}`;
          expect(response.status, context).toBeLessThan(500);
          const text = await response.text();
          if (response.status >= 400) expectCatalogueBody(JSON.parse(text), context);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect((await server.request('/healthz')).status).toBe(200);
    expect((await passwordGrant(server, { email: 'fuzz@example.com' })).status).toBe(200);
  }, 300_000);
});
