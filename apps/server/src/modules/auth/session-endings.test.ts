import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, GOOD_PASSWORD, json, passwordGrant, signedInLearner } from '../../test/accounts';
import { LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { signedInDemoStaff, staffBearer } from '../../test/staff';
import { noticesHeard } from '../../test/notices-heard';
import { startTestServer, type TestServer } from '../../test/test-server';

// Two instances on one database that check sessions from memory, as `npm start` and every
// deployed instance do (docs/performance.md "Sessions"): an ended session is refused at once on
// the instance that ended it, and on the other as soon as the database's notice reaches it.

const noticesOnA = noticesHeard();
const noticesOnB = noticesHeard();
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    hearSessionEndings: noticesOnA.hear,
  });
  b = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    sharing: a,
    hearSessionEndings: noticesOnB.hear,
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const me = (on: TestServer, token: string) => on.request('/user-api/users', asUser(token));

/** The session id inside an access token (its `sid` claim). */
const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;

async function learnerSignedInTwice() {
  const email = `${randomUUID()}@example.test`;
  const first = await signedInLearner(a, { email });
  const second = await json(await passwordGrant(b, { email }));
  // Each instance has found both sessions live, and keeps them.
  for (const on of [a, b]) {
    for (const token of [first.access_token, second.access_token]) {
      expect((await me(on, token)).status).toBe(200);
    }
  }
  return { email, first: first.access_token, second: second.access_token as string };
}

describe('sessions checked from memory on two instances', () => {
  it('answers a known session from memory: its notice is what makes an instance read it again', async () => {
    const { first } = await learnerSignedInTwice();
    const session = sessionOf(first);
    // Ended with the trigger off, so that no notice is sent.
    await a.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update auth_sessions set revoked_at = now() where id = ${session}`);
    });
    for (const on of [a, b]) expect((await me(on, first)).status).toBe(200);
    await a.database.db.execute(sql`select pg_notify('auth_session_ended', ${session})`);
    await Promise.all([noticesOnA.until(session), noticesOnB.until(session)]);
    for (const on of [a, b]) expect((await me(on, first)).status).toBe(401);
  });

  it('refuses a signed-out session at once where it signed out, and on the other on the notice', async () => {
    const { first, second } = await learnerSignedInTwice();
    expect((await a.request('/auth-api/auth/logout', asUser(first))).status).toBe(204);
    expect((await me(a, first)).status).toBe(401);
    await noticesOnB.until(sessionOf(first));
    expect((await me(b, first)).status).toBe(401);
    // The student's other session goes on, on both.
    expect((await me(a, second)).status).toBe(200);
    expect((await me(b, second)).status).toBe(200);
  });

  it('ends the other sessions of a new password on both instances, keeping the one that changed it', async () => {
    const { first, second } = await learnerSignedInTwice();
    const changed = await sendJson(b, '/user-api/users/password', {
      token: second,
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'Fresh#Start9' },
    });
    expect(changed.status).toBe(204);
    expect((await me(b, first)).status).toBe(401);
    await noticesOnA.until(sessionOf(first));
    expect((await me(a, first)).status).toBe(401);
    expect((await me(a, second)).status).toBe(200);
  });

  it('refuses every session staff ended, on both instances', async () => {
    const { email, first, second } = await learnerSignedInTwice();
    const staff = await signedInDemoStaff(a, 'support@staff.demo.test');
    const [student] = await json(
      await a.request(`/staff-api/students?q=${encodeURIComponent(email)}`, staffBearer(staff)),
    ).then((body) => body.students);
    const ended = await a.request(`/staff-api/students/${student.id}/actions/end-sessions`, {
      method: 'POST',
      headers: { ...staffBearer(staff).headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'Lost phone' }),
    });
    expect(ended.status).toBe(200);
    for (const token of [first, second]) expect((await me(a, token)).status).toBe(401);
    await Promise.all([noticesOnB.until(sessionOf(first)), noticesOnB.until(sessionOf(second))]);
    for (const token of [first, second]) expect((await me(b, token)).status).toBe(401);
  });
});
