// An answer to a HEAD never carries a body, whatever its status: a client reads the next answer on
// the same connection right after the head, so body bytes there would be read as the start of
// that answer (RFC 9110 9.3.2). Each refusal of the HTTP layer (docs/decisions/0009-hostile-input.md)
// is sent as a HEAD followed on the same connection by a second request, over a raw socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rawExchange, readAnswers, readUntilClosed } from '../test/raw-http';
import { startTestServer, type TestServer } from '../test/test-server';
import { HEADER_LIMIT_BYTES, PARSER_HEADER_LIMIT_BYTES } from './header-size-limit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOST = 'Host: default.localhost\r\n';
/** The second request: it asks the server to close once it has answered, so the reading ends. */
const HEALTH_CHECK = `GET /healthz HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`;
const bigHeader = (bytes: number) => `X-Big: ${'a'.repeat(bytes)}\r\n`;
const CATALOGUE_BODY = (code: string) => new RegExp(`^\\{"global":\\[\\{"code":"${code}"`);

/** Sends `first` then the health check in one write, and reads both answers as a client would. */
async function headThenHealthCheck(first: string) {
  const { answers, rest } = readAnswers(await rawExchange(server.baseUrl, first + HEALTH_CHECK), [
    'HEAD',
    'GET',
  ]);
  return { head: answers[0]!, next: answers[1], rest };
}

function expectHealthy(next: { status: number; body: string } | undefined, rest: string) {
  expect(next?.status).toBe(200);
  expect(JSON.parse(next!.body)).toMatchObject({ status: 'ok' });
  expect(rest).toBe('');
}

describe('a HEAD refused, then a second request on the same connection', () => {
  it.each([
    ['headers over the limit (431)', `HEAD / HTTP/1.1\r\n${HOST}${bigHeader(20_000)}\r\n`, 431],
    [
      'a URL with a bad escape (400)',
      `HEAD /catalog-api/products/%zz HTTP/1.1\r\n${HOST}\r\n`,
      400,
    ],
    [
      'a path part too long for the router (414)',
      `HEAD /catalog-api/products/${'1'.repeat(1000)} HTTP/1.1\r\n${HOST}\r\n`,
      414,
    ],
    ['a path nothing answers (404)', `HEAD /catalog-api/nothing-here HTTP/1.1\r\n${HOST}\r\n`, 404],
  ])('%s: no body, and the second answer reads right', async (_case, first, status) => {
    const { head, next, rest } = await headThenHealthCheck(first);
    expect(head.status).toBe(status);
    expect(head.headers['x-content-type-options']).toBe('nosniff');
    expectHealthy(next, rest);
  });

  it('the same refusals to a GET carry the catalogue body', async () => {
    const raw = await rawExchange(
      server.baseUrl,
      `GET / HTTP/1.1\r\n${HOST}${bigHeader(20_000)}\r\n${HEALTH_CHECK}`,
    );
    const { answers, rest } = readAnswers(raw, ['GET', 'GET']);
    expect(answers[0]!.status).toBe(431);
    expect(answers[0]!.body).toMatch(CATALOGUE_BODY('HEADERS_TOO_LARGE'));
    expectHealthy(answers[1], rest);
  });

  it('headers just under the limit are read as usual', async () => {
    // The URL, the names and the values, as Node counts them.
    const under =
      HEADER_LIMIT_BYTES - '/healthz'.length - 'Host'.length - 'default.localhost'.length;
    const { answers, rest } = readAnswers(
      await rawExchange(
        server.baseUrl,
        `GET /healthz HTTP/1.1\r\n${HOST}${bigHeader(under - 'X-Big'.length)}\r\n${HEALTH_CHECK}`,
      ),
      ['GET', 'GET'],
    );
    expect(answers[0]!.status).toBe(200);
    expectHealthy(answers[1], rest);
  });
});

describe('what even Node cannot read: the raw answer, and the connection closes', () => {
  const beyondParser = bigHeader(PARSER_HEADER_LIMIT_BYTES + 1_000);

  it('a HEAD with headers past what Node reads gets 431 and no body; nothing else follows', async () => {
    const raw = await rawExchange(
      server.baseUrl,
      `HEAD / HTTP/1.1\r\n${HOST}${beyondParser}\r\n${HEALTH_CHECK}`,
    );
    const { answers, rest } = readAnswers(raw, ['HEAD']);
    expect(answers[0]!.status).toBe(431);
    expect(answers[0]!.headers.connection).toBe('close');
    expect(answers[0]!.headers['x-content-type-options']).toBe('nosniff');
    // The connection closed after the head: a client sends its next request again, elsewhere.
    expect(rest).toBe('');
  });

  it('a HEAD Node cannot parse gets 400 and no body, a GET the catalogue body', async () => {
    const broken = (method: string) => `${method} / HTTP/1.1\r\n${HOST}Bad Header\r\n\r\n`;
    const head = readAnswers(await rawExchange(server.baseUrl, broken('HEAD')), ['HEAD']);
    expect(head.answers[0]!.status).toBe(400);
    expect(head.answers[0]!.headers['content-length']).toBeUndefined();
    expect(head.rest).toBe('');
    const get = readAnswers(await rawExchange(server.baseUrl, broken('GET')), ['GET']);
    expect(get.answers[0]!.status).toBe(400);
    expect(get.answers[0]!.body).toMatch(CATALOGUE_BODY('BAD_REQUEST'));
  });

  it('past what Node reads, a request in several packets gets no body: its method is unknown', async () => {
    // Without a Content-Length the close ends the answer: no body for a GET, none for a HEAD.
    const socket = await connect(server.baseUrl);
    const answer = readUntilClosed(socket);
    socket.write(`HEAD / HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(1_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(`${'a'.repeat(PARSER_HEADER_LIMIT_BYTES)}\r\n\r\n`);
    const raw = await answer;
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw.endsWith('\r\n\r\n')).toBe(true);
    expect(raw).not.toMatch(/content-length/i);
  });
});
