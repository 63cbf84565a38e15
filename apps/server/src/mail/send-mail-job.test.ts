import { randomUUID } from 'node:crypto';
import { arrayContains } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './mail-tables';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { startTestServer, type TestServer } from '../test/test-server';
import { queueMail } from './queue-mail';

// docs/decisions/0011-mail.md: with SMTP_URL set, queued mail leaves through SMTP, and a failure is tried again.
let peer: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startTestServer({
    withJobs: true,
    mail: { smtpUrl: peer.url, retryDelaySeconds: 1 },
  });
});
afterAll(async () => {
  await server?.close();
  await peer?.close();
});

const quickly = { interval: 100 };

function message(subject: string) {
  return {
    tenantId: 'default',
    from: 'Portal <no-reply@portal.test>',
    to: `${randomUUID()}@example.test`,
    subject,
    text: 'Your reset code is 123456.\nhttps://default.localhost/reset?code=123456&user=42',
    now: server.clock.now(),
  };
}

/** Queues `mail` in a transaction and lets the next 10-second slot hand it to the sender. */
async function queueAndTick(mail: ReturnType<typeof message>) {
  await server.database.db.transaction((tx) => queueMail(tx, mail));
  server.clock.advance(10_000);
  await server.jobs!.tick();
}

const receivedBy = (to: string) =>
  peer.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);

async function rowFor(to: string) {
  const [row] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(arrayContains(mailOutbox.recipients, [to]));
  return row;
}

describe('mail through SMTP', () => {
  it('is sent once, as it was built when queued, and marked sent', async () => {
    const mail = message('Reset your password');
    await queueAndTick(mail);
    await expect.poll(() => receivedBy(mail.to).length, quickly).toBe(1);
    const [sent] = receivedBy(mail.to);
    expect(sent).toMatchObject({ subject: 'Reset your password', text: `${mail.text}\n` });
    expect(sent!.from?.value).toEqual([{ name: 'Portal', address: 'no-reply@portal.test' }]);
    await expect.poll(async () => (await rowFor(mail.to))?.status, quickly).toBe('sent');
    expect((await rowFor(mail.to))?.sentAt).toEqual(server.clock.now());
  });

  it('is not sent when the change that queued it rolls back', async () => {
    const lost = message('Never sent');
    await expect(
      server.database.db.transaction(async (tx) => {
        await queueMail(tx, lost);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = message('Sent after it');
    await queueAndTick(after);
    await expect.poll(() => receivedBy(after.to).length, quickly).toBe(1);
    expect(receivedBy(lost.to)).toEqual([]);
  });

  it('is tried again after the SMTP server refused it', async () => {
    peer.refuseNext(1);
    const mail = message('Your receipt');
    await queueAndTick(mail);
    await expect.poll(() => receivedBy(mail.to).length, quickly).toBe(1);
    const row = await rowFor(mail.to);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row?.lastError).toContain('Busy, try again later');
  });
});
