import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@portal/domain/staff/staff-roles';
import { auditLog } from '../../audit/audit-tables';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/demo-staff';
import { json } from '../../test/accounts';
import { LOTS_OF_SIGN_INS } from '../../test/enrolment';
import {
  softwareAuthenticator,
  type SoftwareAuthenticator,
} from '../../test/software-authenticator';
import { signedInStaffMember, staffBearer } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/test-server';
import { staffMembers, staffPasskeys } from './staff-tables';

let server: TestServer;
let origin: string;
const RP_ID = 'default.localhost';

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  origin = `http://${RP_ID}:${new URL(server.baseUrl).port}`;
});
afterAll(() => server.close());

let secrets = 0;
/** A member made up for the test, signed in with the password and a code; answers its token. */
async function signedInMember(email: string, roles: StaffRole[] = ['support_agent']) {
  // Base32 secrets of their own, so one member's code never passes for another's.
  secrets += 1;
  const totpSecret = `JBSWY3DPEHPK3PX${'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[secrets]}`.padEnd(
    32,
    'A',
  );
  return signedInStaffMember(server, {
    email,
    name: `Name of ${email}`,
    roles,
    scope: { kind: 'all_tenants' },
    totpSecret,
  });
}

const send = (method: string, path: string, body?: unknown, token?: string, tenant?: string) =>
  server.request(path, {
    method,
    tenant,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? staffBearer(token).headers : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name = 'Laptop') {
  const options = await json(await send('POST', '/staff-api/passkeys/challenge', undefined, token));
  const response = authenticator.register(options, origin);
  return send('POST', '/staff-api/passkeys', { name, response }, token);
}

/** The password step, then the passkey's challenge: answers the pending token and the options. */
async function passkeyChallenge(email: string, tenant?: string) {
  const pending = await json(
    await send(
      'POST',
      '/staff-api/session',
      { email, password: DEMO_STAFF_PASSWORD },
      undefined,
      tenant,
    ),
  );
  const options = await send(
    'POST',
    '/staff-api/session/passkey-challenge',
    { pendingToken: pending.pendingToken },
    undefined,
    tenant,
  );
  return { pending, options: await json(options), status: options.status };
}

const answer = (pendingToken: string, passkey: unknown) =>
  send('POST', '/staff-api/session/second-factor', { pendingToken, passkey });

async function memberId(email: string) {
  const [row] = await server.database.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return row!.id;
}

async function auditActions(email: string) {
  const rows = await server.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, await memberId(email)))
    .orderBy(asc(auditLog.seq));
  return rows.map((row) => ({ action: row.action, reason: row.reason, after: row.after }));
}

describe('staff passkeys', () => {
  it('adds a named passkey for a signed-in member, lists it, and audits it', async () => {
    const token = await signedInMember('adds@staff.test');
    const authenticator = softwareAuthenticator();
    const options = await json(
      await send('POST', '/staff-api/passkeys/challenge', undefined, token),
    );
    expect(options).toMatchObject({ rp: { id: RP_ID }, user: { name: 'adds@staff.test' } });
    const response = authenticator.register(options, origin);
    const added = await send(
      'POST',
      '/staff-api/passkeys',
      { name: ' Work laptop ', response },
      token,
    );
    expect(added.status).toBe(201);
    expect(await json(added)).toEqual({
      id: authenticator.credentialId,
      name: 'Work laptop',
      host: RP_ID,
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    // The challenge was spent: the same answer adds nothing twice.
    const again = await send('POST', '/staff-api/passkeys', { name: 'Again', response }, token);
    expect(again.status).toBe(400);
    expect((await json(again)).global[0].code).toBe('INVALID_PASSKEY');

    const list = await json(await send('GET', '/staff-api/passkeys', undefined, token));
    expect(list).toEqual([expect.objectContaining({ name: 'Work laptop', host: RP_ID })]);
    expect(await auditActions('adds@staff.test')).toContainEqual(
      expect.objectContaining({
        action: 'staff.passkey_added',
        after: { passkeyId: authenticator.credentialId, name: 'Work laptop', host: RP_ID },
      }),
    );
    // Without a session there is nothing to add to.
    expect((await send('POST', '/staff-api/passkeys/challenge')).status).toBe(401);
  });

  it('refuses a registration made for another origin', async () => {
    const token = await signedInMember('origin-reg@staff.test');
    const options = await json(
      await send('POST', '/staff-api/passkeys/challenge', undefined, token),
    );
    const response = softwareAuthenticator().register(options, 'http://evil.localhost');
    const refused = await send('POST', '/staff-api/passkeys', { name: 'Evil', response }, token);
    expect(refused.status).toBe(400);
    expect((await json(refused)).global[0].code).toBe('INVALID_PASSKEY');
    expect(await json(await send('GET', '/staff-api/passkeys', undefined, token))).toEqual([]);
  });

  it('signs in with the passkey in place of the code, and moves its counter on', async () => {
    const email = 'signs-in@staff.test';
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(await signedInMember(email), authenticator)).status).toBe(201);

    const { pending, options } = await passkeyChallenge(email);
    expect(pending).toMatchObject({ next: 'code', passkey: true });
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
    const assertion = authenticator.assert(options, RP_ID, origin);
    const session = await answer(pending.pendingToken, assertion);
    expect(session.status).toBe(200);
    const { accessToken } = await json(session);
    expect((await send('GET', '/staff-api/me', undefined, accessToken)).status).toBe(200);

    const [stored] = await server.database.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.id, authenticator.credentialId));
    expect(stored).toMatchObject({ counter: 1, lastUsedAt: server.clock.now() });
    expect(await auditActions(email)).toContainEqual(
      expect.objectContaining({
        action: 'staff.sign_in',
        after: { method: 'passkey', passkey: { id: authenticator.credentialId, name: 'Laptop' } },
      }),
    );

    // A replayed answer is refused on the next sign-in: its challenge was spent.
    const next = await passkeyChallenge(email);
    const replayed = await answer(next.pending.pendingToken, assertion);
    expect(replayed.status).toBe(400);
    expect((await json(replayed)).global[0].code).toBe('INVALID_PASSKEY');
    expect(await auditActions(email)).toContainEqual(
      expect.objectContaining({ action: 'staff.sign_in_failed', reason: 'passkey' }),
    );
  });

  it('refuses an answer from another origin, and another member’s passkey', async () => {
    const email = 'careful@staff.test';
    const mine = softwareAuthenticator();
    const theirs = softwareAuthenticator();
    expect((await addPasskey(await signedInMember(email), mine)).status).toBe(201);
    expect((await addPasskey(await signedInMember('someone-else@staff.test'), theirs)).status).toBe(
      201,
    );

    const wrongOrigin = await passkeyChallenge(email);
    const phished = await answer(
      wrongOrigin.pending.pendingToken,
      mine.assert(wrongOrigin.options, RP_ID, 'http://evil.localhost'),
    );
    expect(phished.status).toBe(400);
    expect((await json(phished)).global[0].code).toBe('INVALID_PASSKEY');

    const foreign = await passkeyChallenge(email);
    const borrowed = await answer(
      foreign.pending.pendingToken,
      theirs.assert(foreign.options, RP_ID, origin),
    );
    expect(borrowed.status).toBe(400);
    expect((await json(borrowed)).global[0].code).toBe('INVALID_PASSKEY');

    const failures = (await auditActions(email)).filter((e) => e.action === 'staff.sign_in_failed');
    expect(failures).toHaveLength(2);
  });

  it('counts refused passkeys with wrong codes toward the same throttle', async () => {
    const email = 'throttled@staff.test';
    const authenticator = softwareAuthenticator();
    expect((await addPasskey(await signedInMember(email), authenticator)).status).toBe(201);
    const { pending, options } = await passkeyChallenge(email);
    const replayed = authenticator.assert(options, RP_ID, 'http://evil.localhost');
    // Five free tries per account and address (docs/staff-console.md "Signing in").
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await answer(pending.pendingToken, replayed)).status).toBe(400);
    }
    const code = await send('POST', '/staff-api/session/second-factor', {
      pendingToken: pending.pendingToken,
      code: '123456',
    });
    expect(code.status).toBe(429);
    expect((await json(code)).global[0].code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('offers no passkey to a member without one, nor on a host other than its own', async () => {
    const email = 'no-passkey@staff.test';
    await signedInMember(email);
    const none = await passkeyChallenge(email);
    expect(none.pending).toEqual({ pendingToken: expect.any(String), next: 'code' });
    expect(none.status).toBe(400);
    expect(none.options.global[0].code).toBe('INVALID_PASSKEY');

    const elsewhere = 'elsewhere@staff.test';
    expect(
      (await addPasskey(await signedInMember(elsewhere), softwareAuthenticator())).status,
    ).toBe(201);
    const onFhsu = await passkeyChallenge(elsewhere, 'fhsu');
    expect(onFhsu.pending).toEqual({ pendingToken: expect.any(String), next: 'code' });
    expect(onFhsu.status).toBe(400);
  });

  it('removes a passkey only with the password, and an admin’s factor reset removes them all', async () => {
    const email = 'removes@staff.test';
    const token = await signedInMember(email);
    const laptop = softwareAuthenticator();
    await addPasskey(token, laptop, 'Laptop');
    await addPasskey(token, softwareAuthenticator(), 'Phone');
    const path = `/staff-api/passkeys/${laptop.credentialId}`;

    const wrong = await send('DELETE', path, { password: 'not-it' }, token);
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).global[0].code).toBe('INVALID_PASSWORD');
    const other = await signedInMember('not-the-owner@staff.test');
    const notTheirs = await send('DELETE', path, { password: DEMO_STAFF_PASSWORD }, other);
    expect(notTheirs.status).toBe(404);

    expect((await send('DELETE', path, { password: DEMO_STAFF_PASSWORD }, token)).status).toBe(204);
    const left = await json(await send('GET', '/staff-api/passkeys', undefined, token));
    expect(left.map((p: { name: string }) => p.name)).toEqual(['Phone']);
    expect(await auditActions(email)).toContainEqual(
      expect.objectContaining({ action: 'staff.passkey_removed' }),
    );

    const admin = await signedInMember('resets@staff.test', ['provider_admin']);
    const reset = await send(
      'POST',
      `/staff-api/staff/${await memberId(email)}/second-factor/reset`,
      { reason: 'Lost laptop and phone' },
      admin,
    );
    expect(reset.status).toBe(204);
    const remaining = await server.database.db
      .select()
      .from(staffPasskeys)
      .where(and(eq(staffPasskeys.staffId, await memberId(email))));
    expect(remaining).toEqual([]);
    expect(await auditActions(email)).toContainEqual(
      expect.objectContaining({
        action: 'staff.second_factor_reset',
        after: expect.objectContaining({ passkeys: 0 }),
      }),
    );
    expect(await verifyAuditChain(server.database.db)).toMatchObject({ intact: true });
  });
});
