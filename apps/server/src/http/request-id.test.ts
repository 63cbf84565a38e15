import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogs } from '../test/captured-logs';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
const logs = capturedLogs();

beforeAll(async () => {
  server = await startTestServer({ logLevel: 'info', logStream: logs.stream });
});
afterAll(() => server.close());

const loggedIds = (path: string) =>
  logs.lines
    .map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } })
    .filter((entry) => entry.req?.url === path)
    .map((entry) => entry.reqId);

describe('request id', () => {
  it("keeps the client's well-formed X-Request-Id: answered and logged under it", async () => {
    const id = 'c0ffee00-1234-4bcd-8ef0-0123456789ab';
    const response = await server.request('/livez?given', { headers: { 'X-Request-Id': id } });
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(loggedIds('/livez?given')).toEqual([id]);
  });

  it.each([
    ['none', undefined],
    ['a malformed one', 'not an id; <script>'],
    ['a too long one', 'a'.repeat(200)],
  ])('makes its own when given %s', async (_case, given) => {
    const path = `/livez?${encodeURIComponent(_case)}`;
    const response = await server.request(path, {
      headers: given === undefined ? {} : { 'X-Request-Id': given },
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(loggedIds(path)).toEqual([id]);
  });
});
