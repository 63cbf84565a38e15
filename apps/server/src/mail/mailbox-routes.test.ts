import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { mailQueries } from './mail-queries';
import { queueMail } from './queue-mail';

// docs/decisions/0011-mail.md: without SMTP_URL, mail stays in the outbox and a mailbox page on this machine shows
// it, so password recovery works offline; nobody else may read it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withJobs: true });
});
afterAll(async () => server?.close());

const queue = (tenantId: string, subject: string, text: string) =>
  server.database.db.transaction((tx) =>
    queueMail(tx, {
      tenantId,
      from: 'Portal <no-reply@portal.test>',
      to: 'learner@example.test',
      subject,
      text,
      now: server.clock.now(),
    }),
  );

const idOf = async (subject: string) => {
  const mails = await mailQueries.listForTenant(server.database.db, 'default', 100);
  return mails.find((mail) => mail.subject === subject)!.id;
};

describe('the local mailbox', () => {
  it('keeps the mail and lists the tenant’s messages', async () => {
    await queue(
      'default',
      'Reset your password <now>',
      'Your code: 123456 & more\nhttp://localhost:3000/auth/password-reset/abc"><script>',
    );
    await queue('fhsu', 'Another school’s receipt', 'Not for the default tenant');
    // Nothing sends it, however much time passes.
    server.clock.advance(60_000);
    await server.jobs!.tick();

    const list = await server.request('/mailbox');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    expect(list.headers.get('cache-control')).toBe('no-store');
    const html = await list.text();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('Reset your password &lt;now&gt;');
    expect(html).toContain('learner@example.test');
    expect(html).toContain('waiting');
    expect(html).not.toContain('receipt');
  });

  it('shows a message with its text', async () => {
    const id = await idOf('Reset your password <now>');
    const page = await server.request(`/mailbox/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Your code: 123456 &amp; more');
    // Addresses are links, and nothing in the text becomes markup.
    expect(html).toContain(
      '<a href="http://localhost:3000/auth/password-reset/abc">http://localhost:3000/auth/password-reset/abc</a>&quot;&gt;&lt;script&gt;',
    );
    expect(html).toContain('<dd>no-reply@portal.test</dd>');
    const fhsuMail = (await mailQueries.listForTenant(server.database.db, 'fhsu', 10))[0]!;
    expect((await server.request(`/mailbox/${fhsuMail.id}`)).status).toBe(404);
    expect((await server.request(`/mailbox/${fhsuMail.id}`, { tenant: 'fhsu' })).status).toBe(200);
  });

  it.each([
    ['another machine', { from: '127.0.0.2' }],
    ['a proxy on this machine', { headers: { 'X-Forwarded-For': '203.0.113.9' } }],
    ['a proxy that says Forwarded', { headers: { Forwarded: 'for=203.0.113.9' } }],
  ])('is refused to %s', async (_who, init) => {
    const id = await idOf('Reset your password <now>');
    for (const path of ['/mailbox', `/mailbox/${id}`]) {
      const response = await server.request(path, init);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        global: [{ code: 'ACCESS_DENIED', message: 'Access denied' }],
      });
    }
  });
});
