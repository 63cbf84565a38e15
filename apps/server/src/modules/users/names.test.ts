import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, asUser, json, passwordGrant } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

// Names as people write them where a tenant chooses it (docs/names.md): UIW takes names of any
// script, the default tenant keeps the English-letters rule, each checked by the server for the
// tenant the request is for, even when requests for both arrive at once.

const ANY_SCRIPT = 'uiw';
const ENGLISH = 'default';

let server: TestServer;
let next = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function registerAs(tenant: string, firstName: string, lastName = 'Learner') {
  next += 1;
  const email = `names-${next}@example.test`;
  const sent = server.request('/user-api/users', {
    tenant,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName, lastName, email, password: GOOD_PASSWORD }),
  });
  return { email, sent };
}

const fieldCodes = async (response: Response) =>
  ((await json(response)).fields as { field: string; code: string }[]).map((f) => [
    f.field,
    f.code,
  ]);

describe('a tenant that takes names of any script', () => {
  it('registers José Nguyễn and Müller-Lüdenscheid, stored composed (NFC) as typed', async () => {
    // "é" and "ễ" typed as a letter followed by combining accents, as some keyboards send them.
    const decomposed = 'Jose\u0301';
    const { email, sent } = registerAs(ANY_SCRIPT, decomposed, 'Nguye\u0302\u0303n');
    expect((await sent).status).toBe(201);
    const { access_token: token } = await json(
      await passwordGrant(server, { email, tenant: ANY_SCRIPT }),
    );
    const profile = await json(await server.request('/user-api/users', asUser(token, ANY_SCRIPT)));
    expect(profile).toMatchObject({ firstName: 'José', lastName: 'Nguyễn' });
    expect(profile.firstName).toBe('José'.normalize('NFC'));

    for (const [first, last] of [
      ['Müller-Lüdenscheid', 'Straße'],
      ['Siobhán', 'O’Brien'],
      ['Zoë', 'St. John'],
      ['Дмитрий', 'Шостакович'],
    ]) {
      expect((await registerAs(ANY_SCRIPT, first!, last).sent).status).toBe(201);
    }
  });

  it('still refuses digits, markup and control characters, saying what is allowed', async () => {
    for (const name of ['Jo5é', '<b>Ana</b>', 'Ana\u0007', '-Ana', 'Ana, Jr']) {
      const response = await registerAs(ANY_SCRIPT, name).sent;
      expect(response.status).toBe(400);
      expect(await fieldCodes(response)).toEqual([['firstName', 'validation.personNameAnyScript']]);
    }
  });
});

describe('a tenant on the default rule', () => {
  it('refuses José with the English-letters message, and takes commas as before', async () => {
    const refused = await registerAs(ENGLISH, 'José').sent;
    expect(refused.status).toBe(400);
    expect(await fieldCodes(refused)).toEqual([['firstName', 'validation.personName']]);
    expect((await registerAs(ENGLISH, "O'Neil Jr., Sr.").sent).status).toBe(201);
  });

  it('checks each request by its own tenant when both arrive at once', async () => {
    const attempts = Array.from({ length: 10 }, (_, i) =>
      registerAs(i % 2 === 0 ? ANY_SCRIPT : ENGLISH, 'Zoë'),
    );
    const statuses = await Promise.all(attempts.map(async ({ sent }) => (await sent).status));
    expect(statuses).toEqual(statuses.map((_, i) => (i % 2 === 0 ? 201 : 400)));
  });
});
