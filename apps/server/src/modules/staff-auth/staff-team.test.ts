import { and, asc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/audit-tables';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import { mailOutbox } from '../../mail/mail-tables';
import { json } from '../../test/accounts';
import { LOTS_OF_SIGN_INS } from '../../test/enrolment';
import { signedInDemoStaff } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/test-server';
import { staffMembers } from './staff-tables';

let server: TestServer;
let provider: string;
let fhsuAdmin: string;
const NEW_PASSWORD = 'Fresh#Staff9';
const FHSU = { kind: 'tenants', tenantIds: ['fhsu'] } as const;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
// Fresh sessions for each test: one moves the clock by days.
beforeEach(async () => {
  provider = await signedInDemoStaff(server, 'admin@staff.demo.test');
  fhsuAdmin = await signedInDemoStaff(server, 'tenant-admin@staff.demo.test');
});
afterAll(() => server.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function send(method: string, path: string, body: unknown, token?: string, tenant?: string) {
  return server.request(path, {
    method,
    tenant,
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
}

const list = (token: string, query = '') =>
  server.request(`/staff-api/staff${query}`, { headers: bearer(token) });

async function memberId(email: string) {
  const [row] = await server.database.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return row!.id;
}

async function auditOf(subjectId: string) {
  return server.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(asc(auditLog.seq));
}

/** The secret of the newest enrolment link mailed to `email`, read from the mail outbox. */
async function mailedLink(email: string) {
  const [mail] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(sql`${email} = any(${mailOutbox.recipients})`)
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  const match = /\/staff\/enrol#([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no enrolment link mailed to ${email}`);
  return { token: match[1]!, mail: mail! };
}

const newMember = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: `Name of ${email}`,
  roles: ['support_agent'],
  scope: FHSU,
  reason: 'Joins the help desk',
  ...extra,
});

/** Spends the link with a new password and enrols the authenticator; answers the session. */
async function enrol(token: string, password = NEW_PASSWORD) {
  const enrolled = await send('POST', '/staff-api/enrolment', { token, password });
  expect(enrolled.status).toBe(200);
  const pending = await json(enrolled);
  expect(pending.next).toBe('enrol');
  const code = await generate({
    secret: pending.enrolment.secret,
    epoch: Math.floor(server.clock.now().getTime() / 1000),
  });
  const session = await send('POST', '/staff-api/session/second-factor', {
    pendingToken: pending.pendingToken,
    code,
  });
  expect(session.status).toBe(200);
  server.clock.advance(30_000);
  return { ...(await json(session)), secret: pending.enrolment.secret as string };
}

async function signIn(email: string, secret: string, password = NEW_PASSWORD) {
  const pending = await send('POST', '/staff-api/session', { email, password });
  expect(pending.status).toBe(200);
  const code = await generate({ secret, epoch: Math.floor(server.clock.now().getTime() / 1000) });
  const session = await send('POST', '/staff-api/session/second-factor', {
    pendingToken: (await json(pending)).pendingToken,
    code,
  });
  expect(session.status).toBe(200);
  server.clock.advance(30_000);
  return (await json(session)).accessToken as string;
}

describe('adding a staff member', () => {
  it('mails a one-time link that sets the password and enrols an authenticator', async () => {
    const created = await send('POST', '/staff-api/staff', newMember('new@staff.test'), fhsuAdmin);
    expect(created.status).toBe(201);
    const member = await json(created);
    expect(member).toMatchObject({
      email: 'new@staff.test',
      status: 'invited',
      secondFactor: false,
    });

    const { token, mail } = await mailedLink('new@staff.test');
    expect(mail.subject).toBe('Set up your staff account');
    // Only the hash is kept.
    const stored = await server.database.db.execute(
      sql`select token_hash from staff_enrolment_links where staff_id = ${member.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
    // Without a password the member cannot sign in.
    const early = await send('POST', '/staff-api/session', {
      email: 'new@staff.test',
      password: NEW_PASSWORD,
    });
    expect((await json(early)).global[0].code).toBe('INVALID_PASSWORD');

    const check = await send('POST', '/staff-api/enrolment/check', { token });
    expect(await json(check)).toEqual({ email: 'new@staff.test', name: 'Name of new@staff.test' });
    const weak = await send('POST', '/staff-api/enrolment', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect((await json(weak)).fields[0].field).toBe('password');

    const session = await enrol(token);
    expect(session.recoveryCodes).toHaveLength(10);
    const again = await send('POST', '/staff-api/enrolment', { token, password: NEW_PASSWORD });
    expect(again.status).toBe(400);
    expect((await json(again)).global[0].code).toBe('STAFF_ENROLMENT_LINK_INVALID');

    const token2 = await signIn('new@staff.test', session.secret);
    expect((await server.request('/staff-api/me', { headers: bearer(token2) })).status).toBe(200);
    const listed = await json(await list(fhsuAdmin, '?q=new%40staff'));
    expect(listed.members).toEqual([
      expect.objectContaining({ email: 'new@staff.test', status: 'active', secondFactor: true }),
    ]);
    const entries = await auditOf(member.id);
    expect(entries.map((e) => e.action)).toEqual([
      'staff.created',
      'staff.sign_in_failed',
      'staff.enrolment_link_used',
      'staff.sign_in',
      'staff.sign_in',
    ]);
    expect(entries[0]).toMatchObject({
      actorEmail: 'tenant-admin@staff.demo.test',
      reason: 'Joins the help desk',
      before: null,
      after: { email: 'new@staff.test', roles: ['support_agent'], scope: FHSU, status: 'invited' },
    });
    expect(await verifyAuditChain(server.database.db)).toMatchObject({ intact: true });
  });

  it('lets a link work for 72 hours, once, under concurrent use', async () => {
    await send('POST', '/staff-api/staff', newMember('late@staff.test'), provider);
    const late = (await mailedLink('late@staff.test')).token;
    await send('POST', '/staff-api/staff', newMember('twice@staff.test'), provider);
    const twice = (await mailedLink('twice@staff.test')).token;

    const both = await Promise.all([
      send('POST', '/staff-api/enrolment', { token: twice, password: NEW_PASSWORD }),
      send('POST', '/staff-api/enrolment', { token: twice, password: 'Other#Pass22' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);

    server.clock.advance(72 * 3_600_000 + 1000);
    const expired = await send('POST', '/staff-api/enrolment/check', { token: late });
    expect((await json(expired)).global[0].code).toBe('STAFF_ENROLMENT_LINK_INVALID');
    const made = await send('POST', '/staff-api/enrolment/check', { token: 'x'.repeat(43) });
    expect((await json(made)).global[0].code).toBe('STAFF_ENROLMENT_LINK_INVALID');
  });

  it('keeps a tenant admin to roles they may grant, within their scope', async () => {
    const refusals = [
      newMember('p1@staff.test', { roles: ['provider_admin'] }),
      newMember('p2@staff.test', { scope: { kind: 'all_tenants' } }),
      newMember('p3@staff.test', { scope: { kind: 'tenants', tenantIds: ['fhsu', 'default'] } }),
    ];
    for (const body of refusals) {
      const refused = await send('POST', '/staff-api/staff', body, fhsuAdmin);
      expect(refused.status).toBe(403);
      expect((await json(refused)).global[0].code).toBe('PERMISSION_DENIED');
    }
    const taken = await send('POST', '/staff-api/staff', newMember('NEW@staff.test'), fhsuAdmin);
    expect(taken.status).toBe(409);
    expect((await json(taken)).global[0].code).toBe('USER_ALREADY_EXISTS');
    const bad = await send(
      'POST',
      '/staff-api/staff',
      { ...newMember('x@'), roles: [] },
      fhsuAdmin,
    );
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'email',
      'roles',
    ]);

    // The provider's own staff are not in a tenant admin's list, nor can they be changed.
    const emails = (await json(await list(fhsuAdmin))).members.map(
      (m: { email: string }) => m.email,
    );
    expect(emails).toContain('tenant-admin@staff.demo.test');
    expect(emails).not.toContain('admin@staff.demo.test');
    const outside = await memberId('admin@staff.demo.test');
    const patch = await send(
      'PATCH',
      `/staff-api/staff/${outside}`,
      { name: 'X', reason: 'r' },
      fhsuAdmin,
    );
    expect(patch.status).toBe(404);
    const all = (await json(await list(provider, '?role=provider_admin'))).members;
    expect(all.map((m: { email: string }) => m.email)).toEqual(['admin@staff.demo.test']);

    const support = await signedInDemoStaff(server, 'support@staff.demo.test');
    expect((await list(support)).status).toBe(403);
  });
});

describe("a partner school's staff", () => {
  it('holds the role with a scope of tenants only, added or changed', async () => {
    const everywhere = await send(
      'POST',
      '/staff-api/staff',
      newMember('partner-all@staff.test', {
        roles: ['partner_staff'],
        scope: { kind: 'all_tenants' },
      }),
      provider,
    );
    expect(everywhere.status).toBe(400);
    expect((await json(everywhere)).fields).toEqual([
      expect.objectContaining({ field: 'scope', code: 'validation.invalid' }),
    ]);
    const added = await send(
      'POST',
      '/staff-api/staff',
      newMember('partner-fhsu@staff.test', { roles: ['partner_staff'] }),
      fhsuAdmin,
    );
    expect(added.status).toBe(201);
    const id = await memberId('partner-fhsu@staff.test');
    const widened = await send(
      'PATCH',
      `/staff-api/staff/${id}`,
      { scope: { kind: 'all_tenants' }, reason: 'Wider' },
      provider,
    );
    expect(widened.status).toBe(400);
    expect((await json(widened)).fields[0].field).toBe('scope');
    const [row] = await server.database.db
      .select({ scope: staffMembers.scope })
      .from(staffMembers)
      .where(eq(staffMembers.id, id));
    expect(row!.scope).toEqual(FHSU);
  });
});

describe('changing a staff member', () => {
  it('changes roles and name with the before and after, and disabling ends the sessions', async () => {
    await send('POST', '/staff-api/staff', newMember('change@staff.test'), fhsuAdmin);
    const { secret } = await enrol((await mailedLink('change@staff.test')).token);
    const theirs = await signIn('change@staff.test', secret);
    const id = await memberId('change@staff.test');
    const path = `/staff-api/staff/${id}`;

    const changed = await send(
      'PATCH',
      path,
      { roles: ['registrar', 'finance'], name: 'Chris Change', reason: 'Moved team' },
      fhsuAdmin,
    );
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({
      roles: ['registrar', 'finance'],
      name: 'Chris Change',
    });

    const disabled = await send('PATCH', path, { disabled: true, reason: 'Left' }, fhsuAdmin);
    expect((await json(disabled)).status).toBe('disabled');
    expect((await server.request('/staff-api/me', { headers: bearer(theirs) })).status).toBe(401);
    const refused = await send('POST', '/staff-api/session', {
      email: 'change@staff.test',
      password: NEW_PASSWORD,
    });
    expect((await json(refused)).global[0].code).toBe('INVALID_PASSWORD');
    expect((await json(await list(fhsuAdmin, '?status=disabled'))).members).toEqual([
      expect.objectContaining({ id }),
    ]);

    await send('PATCH', path, { disabled: false, reason: 'Back' }, fhsuAdmin);
    await signIn('change@staff.test', secret);

    const entries = (await auditOf(id)).filter((e) => e.actorEmail !== 'change@staff.test');
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ['staff.created', 'Joins the help desk'],
      ['staff.updated', 'Moved team'],
      ['staff.disabled', 'Left'],
      ['staff.enabled', 'Back'],
    ]);
    expect(entries[1]).toMatchObject({
      before: { name: 'Name of change@staff.test', roles: ['support_agent'] },
      after: { name: 'Chris Change', roles: ['registrar', 'finance'] },
    });
  });

  it('lets nobody raise their own roles, nor lose the last provider admin', async () => {
    const self = await memberId('tenant-admin@staff.demo.test');
    const raise = await send(
      'PATCH',
      `/staff-api/staff/${self}`,
      { roles: ['tenant_admin', 'finance'], reason: 'more' },
      fhsuAdmin,
    );
    expect(raise.status).toBe(403);
    const off = await send(
      'PATCH',
      `/staff-api/staff/${self}`,
      { disabled: true, reason: 'x' },
      fhsuAdmin,
    );
    expect(off.status).toBe(403);

    const admin = await memberId('admin@staff.demo.test');
    // An invited provider admin cannot sign in yet: it does not count.
    await send(
      'POST',
      '/staff-api/staff',
      newMember('second@staff.test', { roles: ['provider_admin'], scope: { kind: 'all_tenants' } }),
      provider,
    );
    const last = await send(
      'PATCH',
      `/staff-api/staff/${admin}`,
      { roles: ['support_agent'], reason: 'step down' },
      provider,
    );
    expect(last.status).toBe(409);
    expect((await json(last)).global[0].code).toBe('LAST_PROVIDER_ADMIN');
    const unchanged = await server.database.db
      .select({ roles: staffMembers.roles })
      .from(staffMembers)
      .where(and(eq(staffMembers.id, admin)));
    expect(unchanged[0]!.roles).toEqual(['provider_admin']);
  });
});

describe("an admin's factor reset", () => {
  it('mails the member a link that sets a new password and a new authenticator', async () => {
    await send('POST', '/staff-api/staff', newMember('reset@staff.test'), fhsuAdmin);
    const first = (await mailedLink('reset@staff.test')).token;
    await enrol(first);
    const id = await memberId('reset@staff.test');
    const reset = await send(
      'POST',
      `/staff-api/staff/${id}/second-factor/reset`,
      { reason: 'Lost phone' },
      fhsuAdmin,
    );
    expect(reset.status).toBe(204);
    const { token, mail } = await mailedLink('reset@staff.test');
    expect(token).not.toBe(first);
    expect(mail.subject).toBe('Set up your staff sign-in again');
    const { secret } = await enrol(token, 'Newer#Pass33');
    const old = await send('POST', '/staff-api/session', {
      email: 'reset@staff.test',
      password: NEW_PASSWORD,
    });
    expect(old.status).toBe(400);
    await signIn('reset@staff.test', secret, 'Newer#Pass33');
  });

  it('sends an invited member whose link ran out a new one', async () => {
    await send('POST', '/staff-api/staff', newMember('again@staff.test'), fhsuAdmin);
    const first = (await mailedLink('again@staff.test')).token;
    const id = await memberId('again@staff.test');
    const resend = await send(
      'POST',
      `/staff-api/staff/${id}/second-factor/reset`,
      { reason: 'Link ran out' },
      fhsuAdmin,
    );
    expect(resend.status).toBe(204);
    const { token, mail } = await mailedLink('again@staff.test');
    expect(mail.subject).toBe('Set up your staff account');
    const replaced = await send('POST', '/staff-api/enrolment/check', { token: first });
    expect((await json(replaced)).global[0].code).toBe('STAFF_ENROLMENT_LINK_INVALID');
    await enrol(token);
  });

  it('appears in the API description', async () => {
    const spec = await json(await server.request('/openapi.json'));
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/staff-api/staff',
        '/staff-api/staff/{staffId}',
        '/staff-api/enrolment',
        '/staff-api/enrolment/check',
      ]),
    );
  });
});

// Last in the file: it may leave the demo provider admin disabled.
describe('two provider admins at once', () => {
  it('cannot each disable the other', async () => {
    const body = newMember('second-admin@staff.test', {
      roles: ['provider_admin'],
      scope: { kind: 'all_tenants' },
    });
    await send('POST', '/staff-api/staff', body, provider);
    const { secret } = await enrol((await mailedLink('second-admin@staff.test')).token);
    const second = await signIn('second-admin@staff.test', secret);
    const [demoId, secondId] = [
      await memberId('admin@staff.demo.test'),
      await memberId('second-admin@staff.test'),
    ];
    const both = await Promise.all([
      send('PATCH', `/staff-api/staff/${secondId}`, { disabled: true, reason: 'a' }, provider),
      send('PATCH', `/staff-api/staff/${demoId}`, { disabled: true, reason: 'b' }, second),
    ]);
    // The second to run finds its admin disabled (its session ended) or the last provider admin.
    expect(both.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect([401, 409]).toContain(both.map((r) => r.status).sort()[1]);
    const active = await server.database.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(
        and(
          sql`${staffMembers.roles} @> '["provider_admin"]'::jsonb`,
          sql`${staffMembers.disabledAt} is null`,
          sql`${staffMembers.passwordHash} is not null`,
        ),
      );
    expect(active).toHaveLength(1);
  });
});
