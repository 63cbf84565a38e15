// docs/decisions/0009-hostile-input.md: bad input is answered 4xx in the catalogue's words (docs/product/error-catalogue.md), with the usual
// security headers, and a failed query never writes the values it was sent to the log.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from '@portal/domain/validation/record-id';
import { asUser, json, signedInLearner, tokenRequest, type Tokens } from '../test/accounts';
import { rawExchange } from '../test/raw-http';
import { startTestServer, type TestServer } from '../test/test-server';
import { loggerOptions } from './logger-options';

let server: TestServer;
let learner: Tokens;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: 1000 });
  learner = await signedInLearner(server, { email: 'bad-input@example.com' });
});
afterAll(() => server.close());

/** The answer to bad input: a 4xx, the catalogue's body, the security headers. */
async function expectCatalogueRefusal(response: Response, status = 400) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('strict-transport-security')).toBeTruthy();
  const body = await json(response);
  expect(body.global?.[0]).toEqual({ code: expect.any(String), message: expect.any(String) });
  return body;
}

const TOO_BIG = String(MAX_RECORD_ID + 1);

describe('ids beyond the 32-bit columns', () => {
  it.each([
    `/catalog-api/products/${TOO_BIG}`,
    `/catalog-api/degreeprograms/${TOO_BIG}/courses`,
    `/catalog-api/degreeprograms/${TOO_BIG}/prerequisites/me`,
    `/catalog-api/plans?employerId=${TOO_BIG}`,
    `/organization-api/institutions/${TOO_BIG}`,
    `/organization-api/employers/${TOO_BIG}`,
    `/organization-api/institutions/employers/${TOO_BIG}/degree-programs`,
  ])('are refused as invalid: %s', async (path) => {
    const body = await expectCatalogueRefusal(
      await server.request(path, asUser(learner.access_token)),
    );
    expect(body.fields).toEqual([
      { field: expect.any(String), code: 'validation.invalid', message: 'This value is not valid' },
    ]);
  });

  it.each([
    `/catalog-api/categories/${TOO_BIG}`,
    `/organization-api/schools/${TOO_BIG}`,
    '/catalog-api/categories/99999999999999999999999',
  ])('name no record where a slug or key is also taken: %s', async (path) => {
    await expectCatalogueRefusal(await server.request(path), 404);
  });

  it('the largest id is merely not found', async () => {
    await expectCatalogueRefusal(
      await server.request(`/catalog-api/products/${MAX_RECORD_ID}`),
      404,
    );
  });

  it('are refused in a body too', async () => {
    const response = await server.request('/ledger-api/orders/degreeprogram', {
      method: 'PUT',
      headers: { ...asUser(learner.access_token).headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ degreeProgramId: 2 ** 31 }),
    });
    const body = await expectCatalogueRefusal(response);
    expect(body.fields[0]).toMatchObject({ field: 'degreeProgramId', code: 'validation.invalid' });
  });
});

describe('a NUL character', () => {
  const jsonPost = (path: string, body: unknown) =>
    server.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each([
    ['a search', () => server.request('/catalog-api/products?search=acc%00ount')],
    ['a category slug', () => server.request('/catalog-api/categories/busi%00ness')],
    ['a school key', () => server.request('/organization-api/schools/fh%00su')],
    [
      'an enrolment code',
      () => server.request('/organization-api/institutions/degree-programs?code=A%00B'),
    ],
    [
      'a prepaid token',
      () =>
        jsonPost('/ledger-api/prepaid-token/validate', { token: 'NOC-\u0000', degreeProgramId: 1 }),
    ],
    [
      'a lead',
      () =>
        jsonPost('/user-api/leads', {
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@example.com',
          message: 'hello\u0000',
        }),
    ],
    ['a JSON key', () => jsonPost('/user-api/leads', { 'first\u0000Name': 'Ann' })],
    [
      'the sign-in user name',
      () =>
        tokenRequest(server, {
          grant_type: 'password',
          username: 'student\u0000@demo.test',
          password: 'Student#2026',
          scope: 'STUDENT_PORTAL__ACCESS',
        }),
    ],
  ])('in %s is refused as invalid', async (_label, send) => {
    const body = await expectCatalogueRefusal(await send());
    expect(body.fields[0].code).toBe('validation.invalid');
  });
});

describe('what the HTTP layer refuses', () => {
  it('a URL with a bad escape', async () => {
    const body = await expectCatalogueRefusal(await server.request('/catalog-api/products/%zz'));
    expect(body.global[0].code).toBe('BAD_REQUEST');
  });

  it('a path part longer than the router takes', async () => {
    const long = '1'.repeat(1000);
    const body = await expectCatalogueRefusal(
      await server.request(`/catalog-api/products/${long}`),
      414,
    );
    expect(body.global[0].code).toBe('URI_TOO_LONG');
  });

  it('a body over the limit, as 413', async () => {
    const response = await server.request('/user-api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'a'.repeat(1_100_000) }),
    });
    const body = await expectCatalogueRefusal(response, 413);
    expect(body.global[0].code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a body that is not JSON', async () => {
    const response = await server.request('/user-api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName":',
    });
    await expectCatalogueRefusal(response);
  });

  it('headers too large, answered before any route', async () => {
    const raw = await rawExchange(
      server.baseUrl,
      `GET /healthz HTTP/1.1\r\nHost: default.localhost\r\nConnection: close\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(raw).toContain('{"global":[{"code":"HEADERS_TOO_LARGE","message":"Bad request"}]}');
  });

  it('bytes that are not HTTP', async () => {
    const raw = await rawExchange(server.baseUrl, 'HELLO THERE\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('"code":"BAD_REQUEST"');
  });
});

describe('a failed query in the log', () => {
  it('names what failed, never the values it was sent', async () => {
    const lines: string[] = [];
    const logger = pino(
      loggerOptions('info') as pino.LoggerOptions,
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const email = 'private.person@example.com';
    const failure = await server.database.db.execute(sql`select ${email}::integer`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    logger.error({ err: failure }, 'unhandled error');
    const logged = lines.join('');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('22P02'); // invalid_text_representation: what failed is still said
    expect(logged).not.toContain(email);
  });
});
