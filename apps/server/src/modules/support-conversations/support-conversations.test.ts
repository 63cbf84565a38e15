import { readdirSync, readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SUBJECTS } from '@portal/domain/live/live-subject';
import { SUPPORT_INBOX_PAGE_SIZE } from '@portal/domain/support/support-conversation';
import { auditLog } from '../../audit/audit-tables';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import { mailOutbox } from '../../mail/mail-tables';
import { asUser, json, signedInLearner, type Tokens } from '../../test/accounts';
import { LOTS_OF_SIGN_INS } from '../../test/enrolment';
import { connectLive } from '../../test/live-client';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { supportMessages, supportRequests } from './support-tables';

let server: TestServer;
/** A support agent of the provider (all tenants). */
let support: string;
let supportId: string;
/** A partner's support agent, scoped to fhsu. */
let fhsuSupport: string;
let fhsuSupportId: string;
let admin: string;
/** Students: Ada on the default tenant, Ben on fhsu. */
let ada: Tokens;
let ben: Tokens;

const DAY = 24 * 60 * 60 * 1000;

const send = (
  path: string,
  method: string,
  body: unknown,
  init: RequestInit & { tenant?: string },
) =>
  server.request(path, {
    ...init,
    method,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    body: JSON.stringify(body),
  });

async function sendRequest(tokens: Tokens, tenant: string, subject: string, message = 'Help me.') {
  const response = await send(
    '/user-api/users/supportrequest',
    'POST',
    { topic: 'billing', subject, message },
    asUser(tokens.access_token, tenant),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const [row] = await server.database.db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(eq(supportRequests.subject, subject));
  return row!.id;
}

const inbox = (token: string, query = '') =>
  server.request(`/staff-api/support/conversations?${query}`, staffBearer(token));
const conversation = (token: string, id: number) =>
  server.request(`/staff-api/support/conversations/${id}`, staffBearer(token));
const reply = (token: string, id: number, body: string) =>
  send(`/staff-api/support/conversations/${id}/replies`, 'POST', { body }, staffBearer(token));
const assign = (token: string, id: number, staffId: string | null) =>
  send(`/staff-api/support/conversations/${id}/assignee`, 'PUT', { staffId }, staffBearer(token));
const change = (token: string, id: number, what: 'close' | 'reopen') =>
  server.request(`/staff-api/support/conversations/${id}/${what}`, {
    method: 'POST',
    ...staffBearer(token),
  });
const answer = (tokens: Tokens, tenant: string, id: number, body: string) =>
  send(
    `/user-api/users/supportrequests/${id}/messages`,
    'POST',
    { body },
    asUser(tokens.access_token, tenant),
  );
const own = (tokens: Tokens, tenant: string, path = '') =>
  server.request(`/user-api/users/supportrequests${path}`, asUser(tokens.access_token, tenant));

const subjectsOf = async (response: Response) =>
  ((await json(response)).conversations as { subject: string }[]).map((c) => c.subject);

async function staffIdOf(token: string) {
  return (await json(await server.request('/staff-api/me', staffBearer(token)))).id as string;
}

const auditOf = (action: string) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(asc(auditLog.seq));

beforeAll(async () => {
  server = await startTestServer({ withRelay: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  support = await signedInDemoStaff(server, 'support@staff.demo.test');
  admin = await signedInDemoStaff(server, 'admin@staff.demo.test');
  fhsuSupport = await signedInStaffMember(server, {
    email: 'fhsu-support@staff.test',
    name: 'Fran Fhsu',
    roles: ['support_agent'],
    scope: { kind: 'tenants', tenantIds: ['fhsu'] },
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  });
  supportId = await staffIdOf(support);
  fhsuSupportId = await staffIdOf(fhsuSupport);
  ada = await signedInLearner(server, { email: 'ada@support.test' });
  ben = await signedInLearner(server, { email: 'ben@support.test', tenant: 'fhsu' });
});
afterAll(() => server.close());

describe('the support inbox', () => {
  let oldest: number;
  let middle: number;
  let newest: number;

  // Sent 6, 3 and 0 days ago: the rows are dated back, as tokens would not outlive a moved clock.
  beforeAll(async () => {
    oldest = await sendRequest(ada, 'default', 'Inbox oldest');
    middle = await sendRequest(ben, 'fhsu', 'Inbox middle');
    newest = await sendRequest(ada, 'default', 'Inbox newest');
    const now = server.clock.now().getTime();
    for (const [id, days] of [
      [oldest, 6],
      [middle, 3],
    ] as const) {
      await server.database.db
        .update(supportRequests)
        .set({ createdAt: new Date(now - days * DAY) })
        .where(eq(supportRequests.id, id));
    }
  });

  it('lists open requests, oldest first, with the student and the first message as the request', async () => {
    const page = await json(await inbox(support));
    expect(page.conversations.map((c: { id: number }) => c.id)).toEqual([oldest, middle, newest]);
    expect(page.conversations[0]).toMatchObject({
      tenantId: 'default',
      subject: 'Inbox oldest',
      topic: 'billing',
      status: 'open',
      assignee: null,
      student: { email: 'ada@support.test' },
    });
    expect(page).toMatchObject({ page: 1, pageSize: SUPPORT_INBOX_PAGE_SIZE, hasMore: false });
    const thread = await json(await conversation(support, oldest));
    expect(thread.messages).toEqual([
      expect.objectContaining({ author: 'student', body: 'Help me.' }),
    ]);
  });

  it('filters by tenant, age and sort, on the server', async () => {
    expect(await subjectsOf(await inbox(support, 'tenant=fhsu'))).toEqual(['Inbox middle']);
    expect(await subjectsOf(await inbox(support, 'olderThanDays=2'))).toEqual([
      'Inbox oldest',
      'Inbox middle',
    ]);
    expect(await subjectsOf(await inbox(support, 'dir=desc&olderThanDays=5'))).toEqual([
      'Inbox oldest',
    ]);
    expect(await subjectsOf(await inbox(support, 'sort=createdAt&dir=desc'))).toEqual([
      'Inbox newest',
      'Inbox middle',
      'Inbox oldest',
    ]);
  });

  it('sorts by the last message either way, on the server', async () => {
    // The last messages run the other way round from the openings: newest opened, oldest written.
    const now = server.clock.now().getTime();
    for (const [id, days] of [
      [oldest, 1],
      [middle, 2],
      [newest, 4],
    ] as const) {
      await server.database.db
        .update(supportRequests)
        .set({ lastMessageAt: new Date(now - days * DAY) })
        .where(eq(supportRequests.id, id));
    }
    expect(await subjectsOf(await inbox(support, 'sort=lastMessageAt'))).toEqual([
      'Inbox newest',
      'Inbox middle',
      'Inbox oldest',
    ]);
    expect(await subjectsOf(await inbox(support, 'sort=lastMessageAt&dir=desc'))).toEqual([
      'Inbox oldest',
      'Inbox middle',
      'Inbox newest',
    ]);
  });

  it('filters by assignee: me, unassigned, or a member', async () => {
    expect((await assign(support, middle, supportId)).status).toBe(200);
    expect(await subjectsOf(await inbox(support, 'assignee=me'))).toEqual(['Inbox middle']);
    expect(await subjectsOf(await inbox(support, 'assignee=unassigned'))).toEqual([
      'Inbox oldest',
      'Inbox newest',
    ]);
    expect(await subjectsOf(await inbox(admin, `assignee=${supportId}`))).toEqual(['Inbox middle']);
    expect((await assign(support, middle, null)).status).toBe(200);
  });

  it('refuses a bad filter with the field, never a 500', async () => {
    for (const [query, field] of [
      ['status=pending', 'status'],
      ['assignee=someone', 'assignee'],
      ['olderThanDays=0', 'olderThanDays'],
      ['sort=random', 'sort'],
      ['sort=message', 'sort'],
      ['dir=sideways', 'dir'],
      ['page=201', 'page'],
    ] as const) {
      const response = await inbox(support, query);
      expect(response.status, query).toBe(400);
      expect((await json(response)).fields, query).toMatchObject([{ field }]);
    }
    const unknown = await json(await inbox(support, 'sort=assigneeStaffId'));
    expect(unknown).toMatchObject({
      global: [{ code: 'VALIDATION_FAILED' }],
      fields: [
        {
          field: 'sort',
          code: 'validation.sortColumn',
          message: 'This list cannot be sorted by that column',
        },
      ],
    });
    expect((await conversation(support, 0)).status).toBe(400);
  });

  it('shows a partner member only their tenants: another tenant is 404', async () => {
    expect(await subjectsOf(await inbox(fhsuSupport))).toEqual(['Inbox middle']);
    expect((await inbox(fhsuSupport, 'tenant=default')).status).toBe(404);
    expect((await conversation(fhsuSupport, oldest)).status).toBe(404);
    expect((await reply(fhsuSupport, oldest, 'Hello')).status).toBe(404);
    expect((await assign(fhsuSupport, oldest, fhsuSupportId)).status).toBe(404);
    expect((await change(fhsuSupport, oldest, 'close')).status).toBe(404);
    expect((await conversation(fhsuSupport, middle)).status).toBe(200);
  });

  it('refuses a role that may not answer support (403), and writes nothing', async () => {
    const before = await server.database.db.select().from(auditLog);
    for (const email of ['registrar@staff.demo.test', 'tenant-admin@staff.demo.test']) {
      const token = await signedInDemoStaff(server, email);
      expect((await inbox(token)).status, email).toBe(403);
      expect((await conversation(token, middle)).status, email).toBe(403);
      expect((await reply(token, middle, 'Hi')).status, email).toBe(403);
    }
    const after = await server.database.db.select().from(auditLog);
    expect(after.filter((e) => e.action.startsWith('support'))).toEqual(
      before.filter((e) => e.action.startsWith('support')),
    );
  });

  it('pages on the server: 25 a page and whether another follows', async () => {
    const many = await signedInLearner(server, { email: 'many@support.test', tenant: 'uiw' });
    for (let i = 0; i < SUPPORT_INBOX_PAGE_SIZE + 1; i++) {
      await sendRequest(many, 'uiw', `Paged ${String(i).padStart(2, '0')}`);
    }
    const first = await json(await inbox(support, 'tenant=uiw'));
    expect(first.conversations).toHaveLength(SUPPORT_INBOX_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const second = await json(await inbox(support, 'tenant=uiw&page=2'));
    expect(second.conversations.map((c: { subject: string }) => c.subject)).toEqual(['Paged 25']);
    expect(second.hasMore).toBe(false);
  });

  it('pages through rows opened at the same instant without repeating or skipping one', async () => {
    // Every uiw request opened at one instant: only the id tells them apart.
    await server.database.db
      .update(supportRequests)
      .set({ createdAt: new Date(server.clock.now().getTime() - DAY) })
      .where(eq(supportRequests.tenantId, 'uiw'));
    const all = await server.database.db
      .select({ id: supportRequests.id })
      .from(supportRequests)
      .where(eq(supportRequests.tenantId, 'uiw'))
      .orderBy(asc(supportRequests.id));
    const ids = all.map((row) => row.id);
    for (const dir of ['asc', 'desc'] as const) {
      const seen: number[] = [];
      for (const page of [1, 2]) {
        const answer = await json(
          await inbox(support, `tenant=uiw&sort=createdAt&dir=${dir}&page=${page}`),
        );
        seen.push(...answer.conversations.map((c: { id: number }) => c.id));
      }
      expect(seen, dir).toEqual(dir === 'asc' ? ids : [...ids].reverse());
    }
  });

  it('audits every listing and every opened conversation', async () => {
    const listed = await auditOf('support.inbox_listed');
    expect(listed.at(-1)).toMatchObject({ actorStaffId: supportId, tenantId: 'uiw' });
    expect(listed.at(-1)!.after).toMatchObject({
      tenant: 'uiw',
      page: 2,
      sort: 'createdAt',
      dir: 'desc',
      results: 1,
    });
    const viewed = await auditOf('support_conversation.viewed');
    expect(viewed[0]).toMatchObject({
      actorStaffId: supportId,
      subjectKind: 'student',
      tenantId: 'default',
      after: { conversationId: oldest },
    });
  });
});

describe("a reply, and the student's answer", () => {
  it('mails the reply to the student, tells their open page, and waits on the student', async () => {
    const id = await sendRequest(ada, 'default', 'My receipt', 'Please resend my receipt.');
    const live = connectLive(server, { token: ada.access_token });
    await live.connected;
    await live.subscribe(...LIVE_SUBJECTS);

    const response = await reply(support, id, 'Sent again.\n\nCheck your spam folder too.');
    expect(response.status).toBe(201);
    const thread = await json(response);
    expect(thread.status).toBe('waiting_on_student');
    expect(thread.messages.map((m: { author: string; authorName: string }) => m.author)).toEqual([
      'student',
      'staff',
    ]);
    expect(thread.messages[1].authorName).toBe('Sam Support');

    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Re: My receipt'));
    expect(mail!.recipients).toContain('ada@support.test');
    expect(mail!.textBody).toContain('Check your spam folder too.');
    expect(mail!.textBody).toContain(`/account/support/${id}`);

    await expect
      .poll(() => live.messages.filter((m) => m.subject === 'supportConversationEntity'))
      .toEqual([expect.objectContaining({ body: { conversationId: id, staffReplied: true } })]);
    await live.disconnect();

    const mine = await json(await own(ada, 'default', `/${id}`));
    expect(mine.status).toBe('waiting_on_student');
    expect(mine.messages[1]).toMatchObject({ author: 'staff', body: thread.messages[1].body });
    expect(mine).not.toHaveProperty('assignee');

    const [entry] = (await auditOf('support_conversation.replied')).filter(
      (e) => e.subjectId === String(id),
    );
    expect(entry).toMatchObject({
      actorStaffId: supportId,
      subjectKind: 'support_conversation',
      tenantId: 'default',
      before: { status: 'open' },
      after: { status: 'waiting_on_student' },
    });
  });

  it("re-opens a waiting or closed conversation with the student's answer, saved first", async () => {
    const id = await sendRequest(ada, 'default', 'Login trouble');
    await reply(support, id, 'Try resetting your password.');
    const answered = await answer(ada, 'default', id, 'That worked, thanks');
    expect(answered.status).toBe(201);
    expect((await json(answered)).status).toBe('open');

    expect((await json(await change(support, id, 'close'))).status).toBe('closed');
    const again = await json(await answer(ada, 'default', id, 'One more question'));
    expect(again.status).toBe('open');
    expect(again.messages.map((m: { body: string }) => m.body)).toEqual([
      'Help me.',
      'Try resetting your password.',
      'That worked, thanks',
      'One more question',
    ]);
    const list = await json(await own(ada, 'default'));
    expect(list.conversations[0]).toMatchObject({ id, subject: 'Login trouble', status: 'open' });
  });

  it("keeps a student out of another student's conversations and another tenant's", async () => {
    const id = await sendRequest(ada, 'default', 'Private');
    const other = await signedInLearner(server, { email: 'other@support.test' });
    expect((await own(other, 'default', `/${id}`)).status).toBe(404);
    expect((await answer(other, 'default', id, 'Hi')).status).toBe(404);
    expect((await json(await own(other, 'default'))).conversations).toEqual([]);
    expect((await answer(ada, 'default', id, '')).status).toBe(400);
  });

  it('lands two replies sent at once, in the order they were saved', async () => {
    const id = await sendRequest(ada, 'default', 'Two at once');
    const [a, b] = await Promise.all([
      reply(support, id, 'First reply'),
      reply(admin, id, 'Second reply'),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const rows = await server.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, id))
      .orderBy(asc(supportMessages.id));
    expect(rows).toHaveLength(3);
    expect(
      rows
        .slice(1)
        .map((r) => r.body)
        .sort(),
    ).toEqual(['First reply', 'Second reply']);
    const thread = await json(await conversation(support, id));
    expect(thread.messages.map((m: { id: number }) => m.id)).toEqual(rows.map((r) => r.id));
  });
});

describe('assigning, closing and re-opening', () => {
  it('assigns to a member who may answer in the tenant, and to no one else', async () => {
    const id = await sendRequest(ada, 'default', 'Assign me');
    const options = await json(
      await server.request(
        `/staff-api/support/conversations/${id}/assignees`,
        staffBearer(support),
      ),
    );
    const ids = options.members.map((m: { id: string }) => m.id);
    expect(ids).toContain(supportId);
    expect(ids).not.toContain(fhsuSupportId);

    const refused = await assign(support, id, fhsuSupportId);
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields).toMatchObject([{ field: 'staffId' }]);
    const registrarId = await staffIdOf(
      await signedInDemoStaff(server, 'registrar@staff.demo.test'),
    );
    expect((await assign(support, id, registrarId)).status).toBe(400);
    expect((await assign(support, id, 'not-a-uuid')).status).toBe(400);

    const assigned = await json(await assign(admin, id, supportId));
    expect(assigned.assignee).toEqual({ id: supportId, name: 'Sam Support' });
    const [entry] = (await auditOf('support_conversation.assigned')).filter(
      (e) => e.subjectId === String(id),
    );
    expect(entry).toMatchObject({
      before: { assigneeStaffId: null },
      after: { assigneeStaffId: supportId },
    });
  });

  it('mails the assigned member when the student answers, without what the student wrote', async () => {
    const id = await sendRequest(ada, 'default', 'Answer pings the assignee');
    const staffMails = () =>
      server.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `A student answered support conversation #${id}`));
    // Unassigned: the inbox shows it open again, and nobody is mailed.
    expect((await answer(ada, 'default', id, 'Anyone there?')).status).toBe(201);
    expect(await staffMails()).toEqual([]);

    await assign(admin, id, supportId);
    expect((await answer(ada, 'default', id, 'My card number is secret')).status).toBe(201);
    const [mail, ...more] = await staffMails();
    expect(more).toEqual([]);
    expect(mail!.recipients).toEqual(['support@staff.demo.test']);
    expect(mail!.textBody).toContain(`/staff/support/${id}`);
    expect(mail!.textBody).not.toContain('My card number is secret');
  });

  it('closes and re-opens, audited, and a repeat changes nothing', async () => {
    const id = await sendRequest(ben, 'fhsu', 'Close me');
    expect((await json(await change(fhsuSupport, id, 'close'))).status).toBe('closed');
    expect((await change(fhsuSupport, id, 'close')).status).toBe(200);
    expect(await subjectsOf(await inbox(fhsuSupport, 'status=closed'))).toContain('Close me');
    expect((await json(await change(fhsuSupport, id, 'reopen'))).status).toBe('open');
    const entries = (await server.database.db.select().from(auditLog)).filter(
      (e) => e.subjectId === String(id) && e.subjectKind === 'support_conversation',
    );
    expect(entries.map((e) => e.action)).toEqual([
      'support_conversation.closed',
      'support_conversation.reopened',
    ]);
    expect(await verifyAuditChain(server.database.db)).toMatchObject({ intact: true });
  });
});

describe('requests sent before conversations', () => {
  it('become conversations with their text as the first message, and the backfill adds nothing twice', async () => {
    const { db } = server.database;
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`select id from users where email = 'ada@support.test'`,
    );
    const [legacy] = await db
      .insert(supportRequests)
      .values({
        tenantId: 'default',
        userId: user!.id,
        topic: 'other',
        subject: 'Legacy',
        message: 'Sent long ago',
      })
      .returning();
    const dir = new URL('../../db/migrations/', import.meta.url);
    const file = readdirSync(dir).find((name) =>
      name.endsWith('_support_conversations_backfill.sql'),
    );
    const statements = readFileSync(new URL(file!, dir), 'utf8').split('--> statement-breakpoint');
    for (let run = 0; run < 2; run++) {
      for (const statement of statements) await db.execute(sql.raw(statement));
    }
    const messages = await db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, legacy!.id));
    expect(messages).toEqual([
      expect.objectContaining({ author: 'student', body: 'Sent long ago', tenantId: 'default' }),
    ]);
    expect((await json(await own(ada, 'default', `/${legacy!.id}`))).messages).toHaveLength(1);
  });
});

it('describes its routes in /openapi.json', async () => {
  const spec = await json(await server.request('/openapi.json'));
  expect(Object.keys(spec.paths)).toEqual(
    expect.arrayContaining([
      '/staff-api/support/conversations',
      '/staff-api/support/conversations/{conversationId}',
      '/staff-api/support/conversations/{conversationId}/replies',
      '/staff-api/support/conversations/{conversationId}/assignee',
      '/staff-api/support/conversations/{conversationId}/assignees',
      '/staff-api/support/conversations/{conversationId}/close',
      '/staff-api/support/conversations/{conversationId}/reopen',
      '/user-api/users/supportrequests',
      '/user-api/users/supportrequests/{conversationId}',
      '/user-api/users/supportrequests/{conversationId}/messages',
    ]),
  );
});
