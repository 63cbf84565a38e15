import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json, signedInLearner } from '../../test/accounts';
import { programCourseIds, SELECTIVE_TENANT, studentAtDashboard } from '../../test/coursework';
import { LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// docs/account-settings.md: profile photo, policy agreement, feedback and the account settings form.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

async function learner() {
  const tokens = await signedInLearner(server, { email: `${randomUUID()}@example.test` });
  return tokens.access_token;
}

const upload = (token: string, body: Buffer, type = 'image/png') =>
  server.request('/user-api/users/profilePhoto', {
    ...asUser(token),
    method: 'POST',
    headers: { ...asUser(token).headers, 'Content-Type': type },
    body,
  });

const read = (token: string, path: string, tenant?: string) =>
  server.request(path, asUser(token, tenant));

/** A real photo-like image: noise, so it does not compress to nothing. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const userEvents = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from outbox where user_id = ${userId} and subject = 'userEntity'`,
    )
  )[0]!.n;

describe('profile photo', () => {
  it('stores a PNG re-encoded as WebP and reads it back, with a live user event', async () => {
    const token = await learner();
    const png = await noise(800, 600).png().toBuffer();
    const response = await upload(token, png);
    expect(response.status).toBe(200);
    const me = await json(response);
    expect(me.profilePhoto).toMatch(/^\/user-api\/users\/profilePhoto\/[0-9a-f-]{36}$/);
    expect(await userEvents(me.uuid)).toBe(1);

    const photo = await read(token, me.profilePhoto);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const stored = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 192 });

    // GET /user-api/users names the same photo.
    expect((await json(await server.request('/user-api/users', asUser(token)))).profilePhoto).toBe(
      me.profilePhoto,
    );
  });

  it('drops EXIF (camera, GPS) from a JPEG and keeps it upright', async () => {
    const token = await learner();
    const jpeg = await noise(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Copyright: 'Jane Learner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 52/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.anything() });
    expect(jpeg.includes(Buffer.from('SpyCam'))).toBe(true);
    const me = await json(await upload(token, jpeg, 'image/jpeg'));
    const bytes = Buffer.from(await (await read(token, me.profilePhoto)).arrayBuffer());
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
    // Orientation 6 means "rotate 90°": the 300 × 200 photo is stored upright, 2 wide for 3 high
    // (171 × 256, the longest side at most 256 px).
    expect(stored).toMatchObject({ width: 171, height: 256 });
  });

  it('takes a WebP sent as octet-stream: the bytes decide, not the declared type', async () => {
    const token = await learner();
    const webp = await noise(64, 64).webp().toBuffer();
    expect((await upload(token, webp, 'application/octet-stream')).status).toBe(200);
  });

  it('refuses a text file called a PNG, an SVG and a GIF, in the catalogue words', async () => {
    const token = await learner();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await noise(16, 16).gif().toBuffer();
    for (const body of [Buffer.from('just some text, renamed photo.png\n'), svg, gif]) {
      const response = await upload(token, body);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        global: [
          {
            code: 'IMAGE_NOT_SUPPORTED',
            message: 'The uploaded file is not a PNG, JPEG or WebP image.',
          },
        ],
      });
    }
    // A truncated PNG is refused too, never a 500.
    const png = await noise(200, 200).png().toBuffer();
    expect((await upload(token, png.subarray(0, png.length / 2))).status).toBe(400);
    expect((await json(await server.request('/user-api/users', asUser(token)))).profilePhoto).toBe(
      null,
    );
  });

  it('refuses more than 500KB with 413 and the catalogue message; exactly 500KB is read', async () => {
    const token = await learner();
    const tooLarge = await upload(token, Buffer.alloc(500 * 1024 + 1, 1));
    expect(tooLarge.status).toBe(413);
    expect(await json(tooLarge)).toEqual({
      global: [
        { code: 'IMAGE_TOO_LARGE', message: 'The uploaded image size exceeds the 500KB limit.' },
      ],
    });
    // At the limit the bytes are looked at (and these are no image).
    const atLimit = await upload(token, Buffer.alloc(500 * 1024, 1));
    expect(atLimit.status).toBe(400);
  });

  it('refuses a text body and an upload without sign-in', async () => {
    const token = await learner();
    const text = await upload(token, Buffer.from('x'), 'text/plain');
    expect(text.status).toBe(400);
    expect((await json(text)).global[0].code).toBe('IMAGE_NOT_SUPPORTED');
    const anonymous = await server.request('/user-api/users/profilePhoto', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png' },
      body: await noise(8, 8).png().toBuffer(),
    });
    expect(anonymous.status).toBe(401);
  });

  it("never lets a student read, remove or replace another student's photo (404)", async () => {
    const alice = await learner();
    const bob = await learner();
    const alicePhoto = (await json(await upload(alice, await noise(40, 40).png().toBuffer())))
      .profilePhoto as string;

    expect((await read(bob, alicePhoto)).status).toBe(404);
    const removed = await server.request(alicePhoto, { ...asUser(bob), method: 'DELETE' });
    expect(removed.status).toBe(404);
    // Bob's own upload is his own photo; Alice's stays as it was.
    const bobPhoto = (await json(await upload(bob, await noise(40, 40).png().toBuffer())))
      .profilePhoto as string;
    expect(bobPhoto).not.toBe(alicePhoto);
    expect((await read(alice, alicePhoto)).status).toBe(200);
    expect((await read(alice, bobPhoto)).status).toBe(404);
    // Another tenant never sees it either, even for the same path.
    const other = (
      await signedInLearner(server, { email: `${randomUUID()}@x.test`, tenant: 'fhsu' })
    ).access_token;
    expect((await server.request(alicePhoto, asUser(other, 'fhsu'))).status).toBe(404);
    // A path that is no photo id is bad input, not a 500.
    expect((await read(alice, '/user-api/users/profilePhoto/not-a-uuid')).status).toBe(400);

    // Alice removes her own photo.
    const gone = await server.request(alicePhoto, { ...asUser(alice), method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect((await json(gone)).profilePhoto).toBe(null);
    expect((await read(alice, alicePhoto)).status).toBe(404);
  });
});

describe('policy agreement', () => {
  it('records the version in force and refuses any other', async () => {
    const token = await learner();
    const me = await json(await server.request('/user-api/users', asUser(token)));
    expect(me.policyAgreementStatus).toEqual({ policyVersion: null });

    const stale = await sendJson(server, '/user-api/users/policy', {
      token,
      method: 'PATCH',
      body: { policyVersion: '2020-01' },
    });
    expect(stale.status).toBe(409);
    expect((await json(stale)).global[0].code).toBe('POLICY_VERSION_OUTDATED');

    const agreed = await sendJson(server, '/user-api/users/policy', {
      token,
      method: 'PATCH',
      body: { policyVersion: '2026-01' },
    });
    expect(agreed.status).toBe(200);
    expect((await json(agreed)).policyAgreementStatus).toEqual({ policyVersion: '2026-01' });
    expect(await userEvents(me.uuid)).toBe(1);
  });
});

describe('feedback', () => {
  it('stores a rating and a comment and lists them on the user', async () => {
    const token = await learner();
    const sent = await sendJson(server, '/user-api/users/feedback', {
      token,
      method: 'POST',
      body: { rating: 4, message: 'Clear courses! The math help was great (thanks).' },
    });
    expect(sent.status).toBe(201);
    const me = await json(sent);
    expect(me.feedbacks).toEqual([
      {
        id: expect.any(Number),
        rating: 4,
        message: 'Clear courses! The math help was great (thanks).',
        createdAt: expect.any(String),
      },
    ]);
    expect(await userEvents(me.uuid)).toBe(1);
  });

  it('refuses a rating outside 1 to 5 and text outside the free-text rule, by field', async () => {
    const token = await learner();
    const bad = await sendJson(server, '/user-api/users/feedback', {
      token,
      method: 'POST',
      body: { rating: 9, message: '<script>alert(1)</script>' },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toEqual(
      expect.arrayContaining([
        { field: 'rating', code: 'validation.option', message: expect.any(String) },
        { field: 'message', code: 'validation.freeText', message: expect.any(String) },
      ]),
    );
  });
});

describe('account settings', () => {
  it('saves names, address, phone, SMS and target date, and leaves the onboarding answers', async () => {
    const [first] = await programCourseIds(server);
    const { token } = await studentAtDashboard(server, [first!]);
    const before = await json(
      await server.request('/user-api/users', asUser(token, SELECTIVE_TENANT)),
    );
    const saved = await sendJson(server, '/user-api/users/account-settings', {
      token,
      tenant: SELECTIVE_TENANT,
      body: {
        firstName: "Mary-Jo O'Neil",
        lastName: 'Smith Jr.',
        addresses: [
          {
            addressType: 'billing',
            address1: '12 Elm St',
            city: 'Hays',
            state: 'KS',
            zipCode: '67601',
          },
        ],
        phoneNumbers: ['(785) 555-0199'],
        subscribedToSms: true,
        targetDateProgress: '12/2027',
      },
    });
    expect(saved.status).toBe(200);
    const after = await json(saved);
    expect(after).toMatchObject({
      firstName: "Mary-Jo O'Neil",
      lastName: 'Smith Jr.',
      phoneNumbers: ['(785) 555-0199'],
      subscribedToSms: true,
      targetDateProgress: '12/2027',
      addresses: [{ address1: '12 Elm St', country: 'US' }],
      dateOfBirth: before.dateOfBirth,
      attributes: before.attributes,
    });
  });

  it('refuses bad fields in the catalogue words, and a learner not at the dashboard', async () => {
    const [first] = await programCourseIds(server);
    const { token } = await studentAtDashboard(server, [first!]);
    const bad = await sendJson(server, '/user-api/users/account-settings', {
      token,
      tenant: SELECTIVE_TENANT,
      body: {
        firstName: '1Mary',
        lastName: 'Smith',
        addresses: [
          {
            addressType: 'billing',
            address1: '12 Elm St',
            city: 'Hays',
            state: 'KS',
            zipCode: '67601',
          },
        ],
        phoneNumbers: ['785-555-019'],
        targetDateProgress: '01/2020',
      },
    });
    expect(bad.status).toBe(400);
    expect(
      (await json(bad)).fields.map((f: { field: string; code: string }) => [f.field, f.code]),
    ).toEqual(
      expect.arrayContaining([
        ['firstName', 'validation.personName'],
        ['phoneNumbers.0', 'validation.phone'],
        ['targetDateProgress', 'validation.targetDatePast'],
      ]),
    );

    const newcomer = await learner();
    const early = await sendJson(server, '/user-api/users/account-settings', {
      token: newcomer,
      body: {
        firstName: 'Mary',
        lastName: 'Smith',
        addresses: [
          {
            addressType: 'billing',
            address1: '12 Elm St',
            city: 'Hays',
            state: 'KS',
            zipCode: '67601',
          },
        ],
        phoneNumbers: ['(785) 555-0199'],
        targetDateProgress: '12/2027',
      },
    });
    expect(early.status).toBe(403);
  });
});

describe('transcript destination', () => {
  const choose = (token: string, body: unknown) =>
    sendJson(server, '/user-api/users/transcript-destination', {
      token,
      tenant: SELECTIVE_TENANT,
      body,
    });

  it('lists the institutions and partners, saves a choice with a live event, and clears it', async () => {
    const [first] = await programCourseIds(server);
    const { token } = await studentAtDashboard(server, [first!]);
    const institutions = await json(
      await server.request('/organization-api/institutions', { tenant: SELECTIVE_TENANT }),
    );
    const partners = await json(
      await server.request(
        '/organization-api/transcript-partners',
        asUser(token, SELECTIVE_TENANT),
      ),
    );
    expect(institutions.length).toBeGreaterThan(0);
    expect(partners.length).toBeGreaterThan(0);
    const institution = institutions[0] as { id: number };
    const partner = partners[0] as { id: number };

    const { uuid } = await json(
      await server.request('/user-api/users', asUser(token, SELECTIVE_TENANT)),
    );
    const eventsBefore = await userEvents(uuid);
    const saved = await choose(token, {
      targetInstitutionId: institution.id,
      transcriptPartnerId: partner.id,
    });
    expect(saved.status).toBe(200);
    const me = await json(saved);
    expect(me).toMatchObject({
      targetInstitutionId: institution.id,
      transcriptPartnerId: partner.id,
    });
    expect(await userEvents(me.uuid)).toBe(eventsBefore + 1);

    const cleared = await json(
      await choose(token, { targetInstitutionId: null, transcriptPartnerId: partner.id }),
    );
    expect(cleared).toMatchObject({ targetInstitutionId: null, transcriptPartnerId: partner.id });
  });

  it('refuses an institution or partner that does not exist, by field, and changes nothing', async () => {
    const [first] = await programCourseIds(server);
    const { token } = await studentAtDashboard(server, [first!]);
    const before = await json(
      await server.request('/user-api/users', asUser(token, SELECTIVE_TENANT)),
    );
    const refused = await choose(token, {
      targetInstitutionId: 999_999,
      transcriptPartnerId: 999_999,
    });
    expect(refused.status).toBe(400);
    expect(
      (await json(refused)).fields.map((f: { field: string; code: string }) => [f.field, f.code]),
    ).toEqual([
      ['targetInstitutionId', 'validation.option'],
      ['transcriptPartnerId', 'validation.option'],
    ]);
    const after = await json(
      await server.request('/user-api/users', asUser(token, SELECTIVE_TENANT)),
    );
    expect(after.targetInstitutionId).toBe(before.targetInstitutionId);
    expect(after.transcriptPartnerId).toBe(before.transcriptPartnerId);

    expect(
      (await choose(token, { targetInstitutionId: 'x', transcriptPartnerId: null })).status,
    ).toBe(400);
  });

  it('is for students at the dashboard, and the partner list for signed-in users', async () => {
    const newcomer = await learner();
    const early = await sendJson(server, '/user-api/users/transcript-destination', {
      token: newcomer,
      body: { targetInstitutionId: null, transcriptPartnerId: null },
    });
    expect(early.status).toBe(403);
    expect((await server.request('/organization-api/transcript-partners')).status).toBe(401);
  });
});

describe('language', () => {
  it('keeps the language a student chose on their account, enrolled or not, and says it with the profile', async () => {
    const token = await learner();
    expect((await json(await read(token, '/user-api/users'))).language).toBeNull();
    const chosen = await sendJson(server, '/user-api/users/language', {
      token,
      body: { language: 'es' },
    });
    expect(chosen.status).toBe(200);
    expect((await json(chosen)).language).toBe('es');
    expect((await json(await read(token, '/user-api/users'))).language).toBe('es');
  });

  it("keeps the language of the page an account was made on, when it is not the site's default", async () => {
    const languageAfterRegistering = async (pageLanguage: string, tenant?: string) => {
      const account = { email: `${randomUUID()}@example.test`, tenant, pageLanguage };
      const { access_token } = await signedInLearner(server, account);
      return (await json(await read(access_token, '/user-api/users', tenant))).language;
    };
    expect(await languageAfterRegistering('es-US')).toBe('es');
    // The default language, one the site does not offer, or a site offering one only, keeps
    // none: the learner's browser and the switch decide, as before they registered.
    expect(await languageAfterRegistering('en-US')).toBeNull();
    expect(await languageAfterRegistering('fr-FR')).toBeNull();
    expect(await languageAfterRegistering('es-MX,es;q=0.9', 'fhsu')).toBeNull();
  });

  it('refuses a language the tenant does not offer, or none the portal has, naming the field', async () => {
    const english = await signedInLearner(server, {
      email: `${randomUUID()}@example.test`,
      tenant: 'fhsu',
    });
    const notOffered = await sendJson(server, '/user-api/users/language', {
      token: english.access_token,
      tenant: 'fhsu',
      body: { language: 'es' },
    });
    expect(notOffered.status).toBe(400);
    expect((await json(notOffered)).fields).toEqual([
      expect.objectContaining({ field: 'language', code: 'validation.option' }),
    ]);
    const unknown = await sendJson(server, '/user-api/users/language', {
      token: await learner(),
      body: { language: 'fr' },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await json(unknown))).toContain('language');
    const anonymous = await sendJson(server, '/user-api/users/language', {
      body: { language: 'es' },
    });
    expect(anonymous.status).toBe(401);
  });
});
