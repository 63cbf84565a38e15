import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  GOOD_PASSWORD,
  json,
  passwordGrant,
  refreshGrant,
  register,
} from '../../test/accounts';
import { LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { chooseLanguageOf, lastMailTo } from '../../test/mail';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

const NEW_PASSWORD = 'Fresh#Start9';
const RECOVERY_SENT = {
  code: 'PASSWORD_RECOVERY_SENT',
  message: 'If your email is registered, we have sent you a password recovery link.',
};

async function newAccount(tenant?: string, pageLanguage?: string) {
  const email = `${randomUUID()}@example.test`;
  expect((await register(server, { email, tenant, pageLanguage })).status).toBe(201);
  return email;
}

const askForRecovery = (email: string, tenant?: string, pageLanguage?: string) =>
  server.request('/user-api/users/reset/password/', {
    tenant,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(pageLanguage ? { 'Accept-Language': pageLanguage } : {}),
    },
    body: JSON.stringify({ email }),
  });

/** The recovery mails sent to `email`, newest last, as the link's code. */
async function recoveryCodes(email: string) {
  const rows = await queryRows<{ text_body: string }>(
    server.database.db,
    sql`select text_body from mail_outbox where ${email} = any(recipients) order by id`,
  );
  return rows.map((row) => /\/auth\/password-reset\/([A-Za-z0-9_-]{43})/.exec(row.text_body)![1]!);
}

/** Waits for the mail written after the answer went out. */
async function nextCode(email: string, count = 1) {
  await server.app.afterAnswer.settled();
  const codes = await recoveryCodes(email);
  expect(codes).toHaveLength(count);
  return codes.at(-1)!;
}

const checkCode = (code: string, tenant?: string) =>
  server.request(`/user-api/users/reset/password/${code}`, { tenant });
const resetWith = (code: string, body: unknown, tenant?: string) =>
  sendJson(server, `/user-api/users/reset/password/${code}`, { method: 'POST', tenant, body });

describe('password recovery (docs/product/api-calls.md reset calls)', () => {
  it('answers known and unknown addresses alike, and mails a link only to the registered one', async () => {
    const email = await newAccount();
    const known = await askForRecovery(email);
    const unknown = await askForRecovery(`${randomUUID()}@example.test`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await json(known)).toEqual(RECOVERY_SENT);
    expect(await json(unknown)).toEqual(RECOVERY_SENT);

    const code = await nextCode(email);
    const [mail] = await queryRows<{ subject: string; text_body: string }>(
      server.database.db,
      sql`select subject, text_body from mail_outbox where ${email} = any(recipients)`,
    );
    expect(mail!.subject).toMatch(/^Reset your .+ password$/);
    expect(mail!.text_body).toContain(
      `https://portal.crestline.example/auth/password-reset/${code}`,
    );
    // Only the code's hash is kept.
    const stored = await queryRows<{ code_hash: string }>(
      server.database.db,
      sql`select code_hash from password_reset_codes`,
    );
    expect(stored.map((r) => r.code_hash)).not.toContain(code);
  });

  it('writes the mail in the language saved on the account, its link to the page in it', async () => {
    const spanish = await newAccount();
    await chooseLanguageOf(
      server,
      (await json(await passwordGrant(server, { email: spanish }))).access_token,
      'es',
    );
    const english = await newAccount();
    await askForRecovery(spanish);
    await askForRecovery(english);
    await server.app.afterAnswer.settled();

    const inSpanish = await lastMailTo(server, spanish);
    expect(inSpanish.subject).toBe('Restablezca su contraseña de Crestline Learning');
    const [code] = await recoveryCodes(spanish);
    expect(inSpanish.text).toContain('Hola, Test:');
    expect(inSpanish.text).toContain('Funciona una sola vez, durante 30 minutos.');
    expect(inSpanish.text).toContain(
      `Elija una nueva contraseña: https://portal.crestline.example/es/auth/password-reset/${code}`,
    );
    expect(inSpanish.html).toContain('<html lang="es-US"');

    const inEnglish = await lastMailTo(server, english);
    expect(inEnglish.subject).toBe('Reset your Crestline Learning password');
    expect(inEnglish.text).toContain('https://portal.crestline.example/auth/password-reset/');
    expect(inEnglish.html).toContain('<html lang="en-US"');
  });

  it('writes to a learner who never chose a language in that of the page they registered or asked on', async () => {
    const registeredInSpanish = await newAccount(undefined, 'es-US');
    const registeredInEnglish = await newAccount(undefined, 'en-US');
    await askForRecovery(registeredInSpanish, undefined, 'en-US');
    await askForRecovery(registeredInEnglish);
    await server.app.afterAnswer.settled();
    // The language kept on the account outweighs the page asked on.
    expect((await lastMailTo(server, registeredInSpanish)).html).toContain('<html lang="es-US"');
    expect((await lastMailTo(server, registeredInEnglish)).html).toContain('<html lang="en-US"');

    const neverChose = await newAccount();
    await askForRecovery(neverChose, undefined, 'es-US');
    await server.app.afterAnswer.settled();
    expect((await lastMailTo(server, neverChose)).subject).toBe(
      'Restablezca su contraseña de Crestline Learning',
    );
  });

  it('sets the new password once, and signs the user out everywhere', async () => {
    const email = await newAccount();
    const session = await json(await passwordGrant(server, { email }));
    await askForRecovery(email);
    const code = await nextCode(email);

    const check = await checkCode(code);
    expect(check.status).toBe(200);
    const { userId } = await json(check);

    const weak = await resetWith(code, { password: 'short', userId });
    expect(weak.status).toBe(400);
    const reset = await resetWith(code, { password: NEW_PASSWORD, userId });
    expect(reset.status).toBe(204);

    // Every earlier session has ended: its access and refresh tokens no longer work.
    expect((await server.request('/user-api/users', asUser(session.access_token))).status).toBe(
      401,
    );
    expect((await refreshGrant(server, session.refresh_token)).status).not.toBe(200);
    expect((await passwordGrant(server, { email })).status).toBe(400);
    expect((await passwordGrant(server, { email, password: NEW_PASSWORD })).status).toBe(200);

    // Used once: the same code, any other code, and a made-up one get the same answer.
    for (const attempt of [code, 'A'.repeat(43)]) {
      const again = await resetWith(attempt, { password: 'Another#Pass1', userId });
      expect(again.status).toBe(400);
      expect(await json(again)).toMatchObject({ global: [{ code: 'RESET_CODE_INVALID' }] });
      expect(await json(await checkCode(attempt))).toMatchObject({
        global: [{ code: 'RESET_CODE_INVALID' }],
      });
    }
  });

  it('lets one of two resets with the same code through', async () => {
    const email = await newAccount();
    await askForRecovery(email);
    const code = await nextCode(email);
    const { userId } = await json(await checkCode(code));
    const answers = await Promise.all([
      resetWith(code, { password: NEW_PASSWORD, userId }),
      resetWith(code, { password: 'Other#Pass22', userId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
  });

  it('refuses a code once it expired, for another user, or on another tenant', async () => {
    const email = await newAccount();
    const other = await newAccount();
    await askForRecovery(email);
    const code = await nextCode(email);
    const { userId } = await json(await checkCode(code));
    const otherSession = await json(await passwordGrant(server, { email: other }));
    const otherId = (
      await json(await server.request('/user-api/users', asUser(otherSession.access_token)))
    ).uuid;

    expect((await resetWith(code, { password: NEW_PASSWORD, userId: otherId })).status).toBe(400);
    expect((await checkCode(code, 'fhsu')).status).toBe(400);

    server.clock.advance(31 * 60_000);
    const expired = await resetWith(code, { password: NEW_PASSWORD, userId });
    expect(expired.status).toBe(400);
    expect((await passwordGrant(server, { email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it('mails at most three links an hour to one account', async () => {
    const email = await newAccount();
    for (let i = 1; i <= 3; i += 1) {
      await askForRecovery(email);
      await nextCode(email, i);
    }
    expect((await askForRecovery(email)).status).toBe(200);
    // The fourth was answered alike but sent nothing; an hour later a link goes out again.
    await server.app.afterAnswer.settled();
    expect(await recoveryCodes(email)).toHaveLength(3);
    server.clock.advance(61 * 60_000);
    await askForRecovery(email);
    await nextCode(email, 4);
  });

  it.each([
    ['one after another, without waiting for the mail', 'sequential'],
    ['all at once', 'parallel'],
  ] as const)('keeps to three links an hour when ten requests come %s', async (_case, pace) => {
    const email = await newAccount();
    const answers = [];
    if (pace === 'parallel') {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => askForRecovery(email)))));
    } else {
      for (let i = 0; i < 10; i += 1) answers.push(await askForRecovery(email));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    await server.app.afterAnswer.settled();
    expect(await recoveryCodes(email)).toHaveLength(3);
    const [codes] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from password_reset_codes c join users u on u.id = c.user_id
            where u.email = ${email}`,
    );
    expect(codes!.n).toBe(3);
  });

  it('keeps to three links an hour when the requests reach two instances on the same data', async () => {
    const other = await startTestServer({
      loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
      sharing: server,
    });
    try {
      const email = await newAccount();
      const ask = (on: TestServer) =>
        sendJson(on, '/user-api/users/reset/password/', { method: 'POST', body: { email } });
      await Promise.all(Array.from({ length: 10 }, (_, i) => ask(i % 2 ? other : server)));
      await Promise.all([server.app.afterAnswer.settled(), other.app.afterAnswer.settled()]);
      expect(await recoveryCodes(email)).toHaveLength(3);
    } finally {
      await other.close();
    }
  });

  it('limits the requests of one client address per minute, as sign-in does', async () => {
    const limited = await startTestServer({ loginAttemptsPerMinute: 3 });
    try {
      const ask = () =>
        sendJson(limited, '/user-api/users/reset/password/', {
          method: 'POST',
          body: { email: 'someone@example.test' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await ask()).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await json(await ask())).toMatchObject({ global: [{ code: 'TOO_MANY_ATTEMPTS' }] });
    } finally {
      await limited.close();
    }
  });
});
