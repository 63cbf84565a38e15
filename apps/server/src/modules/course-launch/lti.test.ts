// Course launch over LTI 1.3 and 1.1, the demo course tool, and grades coming back (docs/lti.md),
// over real HTTP against a real database. Launch signatures are checked by independent code:
// 1.1 by the oauth-1.0a package, 1.3 by jose against the published JWKS.
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import OAuth from 'oauth-1.0a';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../../db/secret-tables';
import { courseworkEnrollments } from '../coursework/coursework-tables';
import { memberships } from '../orders/order-tables';
import { users } from '../users/user-tables';
import { outcomeRequestXml } from '../../lti/basic-outcomes-xml';
import { AGS_SCOPE, CLAIM, CLIENT_ASSERTION_TYPE, SCORE_MEDIA_TYPE } from '../../lti/lti13-claims';
import { bodyHash, oauthHeader, signOAuth1 } from '../../lti/oauth1-signature';
import { asUser, json, signedInLearner } from '../../test/accounts';
import { LOTS_OF_SIGN_INS } from '../../test/enrolment';
import { startTestServer, type TestServer } from '../../test/test-server';
import { capturedLogs } from '../../test/captured-logs';

let server: TestServer;
const logs = capturedLogs();
beforeAll(async () => {
  server = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    logLevel: 'warn',
    logStream: logs.stream,
  });
});
afterAll(() => server.close());

const MOODLE_COURSE = 5001; // CSC110, Computer Science: MOODLE over LTI 1.3
const ACROBATIQ_COURSE = 1001; // BUS101, Business: ACROBATIQ over LTI 1.1

/** A signed-in student enrolled in the given courses, with an enabled membership. */
async function student(
  email: string,
  productIds = [MOODLE_COURSE, ACROBATIQ_COURSE],
  on: TestServer = server,
) {
  const { access_token: token } = await signedInLearner(on, { email });
  const { db } = on.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.insert(memberships).values({ tenantId: 'default', userId: user!.id, status: 'enabled' });
  const rows = await db
    .insert(courseworkEnrollments)
    .values(
      productIds.map((productId) => ({
        tenantId: 'default',
        userId: user!.id,
        productId,
        enrollmentStatus: 'ENABLED',
        requiredItemsCount: 4,
      })),
    )
    .returning();
  const courseOf = (productId: number) => rows.find((r) => r.productId === productId)!.id;
  return { token, userId: user!.id, courseOf };
}

const get = (path: string, token: string) => server.request(path, asUser(token));
const formPost = (path: string, fields: Record<string, string>) =>
  server.request(path, {
    method: 'POST',
    crossSite: true,
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://default.localhost');
  return `${parsed.pathname}${parsed.search}`;
};
const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    ]),
  );

async function launch(token: string, query: string) {
  const response = await get(`/coursework-api/lti/launch?${query}`, token);
  expect(response.status).toBe(200);
  return (await json(response)) as {
    ltiVersion: string;
    action: string;
    fields: Record<string, string>;
  };
}

async function secret(name: string) {
  const [row] = await server.database.db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}

/** The demo tool's session page after a launch answered by a redirect to it. */
async function toolSession(response: Response) {
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

async function completeModule(sessionPath: string, module: string, score: number) {
  const done = await formPost(`${sessionPath}/modules/${module}/complete`, {
    score: String(score),
  });
  expect(done.status).toBe(303);
  return done.headers.get('location')!;
}

/** LTI 1.3: login initiation -> our authorisation endpoint -> the id_token the browser posts. */
async function lti13Launch(token: string, courseId: number) {
  const start = await launch(token, `courseId=${courseId}&kind=section&moduleIdNumber=CSC110-M1`);
  expect(start.ltiVersion).toBe('1.3');
  const login = await formPost(pathOf(start.action), start.fields);
  expect(login.status).toBe(302);
  const authorize = await server.request(pathOf(login.headers.get('location')!), {
    redirect: 'manual',
  });
  expect(authorize.status).toBe(200);
  const page = await authorize.text();
  return { start, form: hiddenFields(page), page };
}

describe('LTI 1.3 (MOODLE)', () => {
  it('signs an id_token that verifies against the published JWKS, with the launch claims', async () => {
    const learner = await student('lti13-claims@example.com');
    const { start, form } = await lti13Launch(learner.token, learner.courseOf(MOODLE_COURSE));
    const jwks = await json(await server.request('/coursework-api/lti/jwks'));
    expect(JSON.stringify(jwks)).not.toMatch(/"d"|"p"|"q"/); // the public half only
    const { payload } = await jwtVerify(form.id_token!, createLocalJWKSet(jwks), {
      issuer: start.fields.iss,
      audience: 'demo-course-tool',
      currentDate: server.clock.now(),
    });
    expect(payload.sub).toBe(learner.userId);
    expect(payload[CLAIM.messageType]).toBe('LtiResourceLinkRequest');
    expect(payload[CLAIM.roles]).toEqual([
      'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
    ]);
    expect(payload[CLAIM.context]).toMatchObject({ label: 'CSC110' });
    expect(payload[CLAIM.custom]).toEqual({ link_kind: 'section', module_id_number: 'CSC110-M1' });
    expect((payload[CLAIM.agsEndpoint] as { lineitem: string }).lineitem).toMatch(
      /\/coursework-api\/lti\/ags\/courses\/5001\/lineitem$/,
    );
  });

  it('round trip: launch, the demo tool completes a module, the score comes back through AGS', async () => {
    const learner = await student('lti13-trip@example.com');
    const courseId = learner.courseOf(MOODLE_COURSE);
    const { start, form } = await lti13Launch(learner.token, courseId);
    const session = await toolSession(await formPost(pathOf(start.fields.target_link_uri!), form));
    const page = await (await server.request(session)).text();
    expect(page).toContain('<h1>Programming Fundamentals</h1>');
    expect(page).toContain('<label for="score-0">Score for Variables and types (0 to 100)</label>');
    expect(await completeModule(session, 'CSC110-M1', 90)).toMatch(/notice=sent$/);

    const course = await json(await get(`/coursework-api/coursework/${courseId}`, learner.token));
    expect(course).toMatchObject({
      requiredGradeableItemsCompletedCount: 1,
      gradePercent: 90,
      activityStatus: 'SUCCESS',
    });
    expect(course.gradeReceivedAt).toBe(server.clock.now().toISOString());
    const refresh = await server.request(`/coursework-api/coursework/${courseId}/grade/refresh`, {
      ...asUser(learner.token),
      method: 'POST',
    });
    expect((await json(refresh)).outcome).toBe('REFRESHED');
  });

  it('refuses a launch hint that was tampered with or used twice', async () => {
    const learner = await student('lti13-hint@example.com');
    const start = await launch(learner.token, `courseId=${learner.courseOf(MOODLE_COURSE)}`);
    const login = await formPost(pathOf(start.action), start.fields);
    const authorizePath = pathOf(login.headers.get('location')!);
    const tampered = authorizePath.replace(
      /lti_message_hint=([^&]+)/,
      (_, hint: string) => `lti_message_hint=${hint.slice(0, -4)}AAAA`,
    );
    expect((await server.request(tampered)).status).toBe(401);
    expect((await server.request(authorizePath)).status).toBe(200);
    expect((await server.request(authorizePath)).status).toBe(401);
  });

  it('takes the authentication request posted as a form, as OpenID Connect Core 3.1.2.1 allows', async () => {
    const learner = await student('lti13-post@example.com');
    const start = await launch(learner.token, `courseId=${learner.courseOf(MOODLE_COURSE)}`);
    const login = await formPost(pathOf(start.action), start.fields);
    // What the tool's login step redirects to, posted by the tool's page instead: a form from
    // another site, without the web app's header.
    const request = Object.fromEntries(new URL(login.headers.get('location')!).searchParams);
    const authorize = await formPost('/coursework-api/lti/authorize', request);
    expect(authorize.status).toBe(200);
    expect(authorize.headers.get('cache-control')).toBe('no-store');
    const form = hiddenFields(await authorize.text());
    expect(form.state).toBe(request.state);
    const jwks = await json(await server.request('/coursework-api/lti/jwks'));
    const { payload } = await jwtVerify(form.id_token!, createLocalJWKSet(jwks), {
      issuer: start.fields.iss,
      audience: 'demo-course-tool',
      currentDate: server.clock.now(),
    });
    expect(payload).toMatchObject({ sub: learner.userId, nonce: request.nonce });
    // The tool takes the id_token as from a GET.
    const session = await toolSession(await formPost(pathOf(start.fields.target_link_uri!), form));
    expect(await (await server.request(session)).text()).toContain(
      '<h1>Programming Fundamentals</h1>',
    );
  });

  it('checks a posted authentication request as a GET: one use of a hint, a signed hint, every field', async () => {
    const learner = await student('lti13-post-checks@example.com');
    const authenticationRequest = async () => {
      const start = await launch(learner.token, `courseId=${learner.courseOf(MOODLE_COURSE)}`);
      const login = await formPost(pathOf(start.action), start.fields);
      return new URL(login.headers.get('location')!);
    };
    const post = (fields: Record<string, string>) =>
      formPost('/coursework-api/lti/authorize', fields);

    const first = await authenticationRequest();
    const fields = Object.fromEntries(first.searchParams);
    const { nonce: _nonce, ...withoutNonce } = fields;
    const missing = await post(withoutNonce);
    expect(missing.status).toBe(400);
    expect((await json(missing)).global[0].code).toBe('VALIDATION_FAILED');
    const tampered = {
      ...fields,
      lti_message_hint: `${fields.lti_message_hint!.slice(0, -4)}AAAA`,
    };
    expect((await post(tampered)).status).toBe(401);
    expect((await post({ ...fields, redirect_uri: 'https://elsewhere.test/launch' })).status).toBe(
      401,
    );
    expect((await post(fields)).status).toBe(200);
    expect((await post(fields)).status).toBe(401);
    // One hint serves once, whichever the method: a GET after a POST, a POST after a GET.
    expect((await server.request(pathOf(first.toString()))).status).toBe(401);
    const second = await authenticationRequest();
    expect((await server.request(pathOf(second.toString()))).status).toBe(200);
    expect((await post(Object.fromEntries(second.searchParams))).status).toBe(401);
  });

  it("refuses a score for another student's course and a replayed score, changing nothing", async () => {
    const owner = await student('lti13-owner@example.com', [MOODLE_COURSE]);
    const other = await student('lti13-other@example.com', [ACROBATIQ_COURSE]);
    const key = await importJWK(JSON.parse(await secret('demo-tool-key')) as JWK, 'RS256');
    const origin = new URL(server.baseUrl).port;
    const audience = `http://default.localhost:${origin}/coursework-api/lti/token`;
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer('demo-course-tool')
      .setSubject('demo-course-tool')
      .setAudience(audience)
      .setJti(`t-${Date.now()}`)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const tokenResponse = await formPost('/coursework-api/lti/token', {
      grant_type: 'client_credentials',
      client_assertion_type: CLIENT_ASSERTION_TYPE,
      client_assertion: assertion,
      scope: AGS_SCOPE.score,
    });
    expect(tokenResponse.status).toBe(200);
    const { access_token: bearer } = await json(tokenResponse);
    // The same assertion again is a replay.
    expect(
      (
        await formPost('/coursework-api/lti/token', {
          grant_type: 'client_credentials',
          client_assertion_type: CLIENT_ASSERTION_TYPE,
          client_assertion: assertion,
          scope: AGS_SCOPE.score,
        })
      ).status,
    ).toBe(401);
    const score = (userId: string) =>
      server.request(`/coursework-api/lti/ags/courses/${MOODLE_COURSE}/lineitem/scores`, {
        method: 'POST',
        crossSite: true,
        headers: { 'Content-Type': SCORE_MEDIA_TYPE, Authorization: `Bearer ${bearer}` },
        body: JSON.stringify({
          userId,
          scoreGiven: 50,
          scoreMaximum: 100,
          activityProgress: 'InProgress',
          gradingProgress: 'FullyGraded',
          timestamp: server.clock.now().toISOString(),
        }),
      });
    expect((await score(other.userId)).status).toBe(404);
    expect((await score(owner.userId)).status).toBe(204);
    expect((await score(owner.userId)).status).toBe(400);
    const mine = await json(
      await get(`/coursework-api/coursework/${owner.courseOf(MOODLE_COURSE)}`, owner.token),
    );
    expect(mine.gradePercent).toBe(50);
    const theirs = await json(await get('/coursework-api/coursework', other.token));
    expect(theirs.map((c: { gradePercent: number | null }) => c.gradePercent)).toEqual([null]);
  });
});

describe('LTI 1.1 (ACROBATIQ)', () => {
  const consumer = async () =>
    new OAuth({
      consumer: { key: 'portal-demo', secret: await secret('lti11-consumer-secret:portal-demo') },
      signature_method: 'HMAC-SHA1',
      hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
    });

  it('signs the launch so that the oauth-1.0a package agrees', async () => {
    const learner = await student('lti11-sign@example.com');
    const { action, fields } = await launch(
      learner.token,
      `courseId=${learner.courseOf(ACROBATIQ_COURSE)}`,
    );
    const data = Object.fromEntries(
      Object.entries(fields).filter(([k]) => !k.startsWith('oauth_')),
    );
    const oauthData = Object.fromEntries(
      Object.entries(fields).filter(([k]) => k.startsWith('oauth_') && k !== 'oauth_signature'),
    );
    // getSignature reads the data it is given; copies keep ours intact (authorize() mutates input).
    const expected = (await consumer()).getSignature(
      { url: action, method: 'POST', data: { ...data } },
      '',
      { ...oauthData } as never,
    );
    expect(fields.oauth_signature).toBe(expected);
    expect(fields.user_id).toBe(learner.userId);
  });

  it('round trip with Basic Outcomes; a tampered or replayed launch is refused', async () => {
    const learner = await student('lti11-trip@example.com');
    const courseId = learner.courseOf(ACROBATIQ_COURSE);
    const { action, fields } = await launch(learner.token, `courseId=${courseId}`);
    expect((await formPost(pathOf(action), { ...fields, user_id: 'someone-else' })).status).toBe(
      401,
    );
    const session = await toolSession(await formPost(pathOf(action), fields));
    expect((await formPost(pathOf(action), fields)).status).toBe(401); // the same nonce again
    expect(await completeModule(session, 'BUS101-M2', 72)).toMatch(/notice=sent$/);
    const course = await json(await get(`/coursework-api/coursework/${courseId}`, learner.token));
    expect(course).toMatchObject({ requiredGradeableItemsCompletedCount: 1, gradePercent: 72 });
    const refresh = await server.request(`/coursework-api/coursework/${courseId}/grade/refresh`, {
      ...asUser(learner.token),
      method: 'POST',
    });
    expect((await json(refresh)).outcome).toBe('RELAUNCH_NEEDED');
  });

  it('refuses a tampered, replayed or forged outcome, changing nothing', async () => {
    const learner = await student('lti11-outcome@example.com');
    const other = await student('lti11-outcome-other@example.com');
    const { fields } = await launch(
      learner.token,
      `courseId=${learner.courseOf(ACROBATIQ_COURSE)}`,
    );
    const url = fields.lis_outcome_service_url!;
    const consumerSecret = await secret('lti11-consumer-secret:portal-demo');
    const send = (body: string, signedBody = body, now = server.clock.now()) => {
      const signed = signOAuth1({
        method: 'POST',
        url,
        params: { oauth_body_hash: bodyHash(signedBody) },
        consumerKey: 'portal-demo',
        consumerSecret,
        now,
      });
      return {
        header: oauthHeader(signed),
        post: (header = oauthHeader(signed)) =>
          server.request(pathOf(url), {
            method: 'POST',
            crossSite: true,
            headers: { 'Content-Type': 'application/xml', Authorization: header },
            body,
          }),
      };
    };
    const replace = (sourcedId: string, score: number) =>
      outcomeRequestXml({
        operation: 'replaceResult',
        messageIdentifier: 'm1',
        sourcedId,
        score,
        resultText: '3',
      });
    const good = send(replace(fields.lis_result_sourcedid!, 0.8));
    expect((await good.post()).status).toBe(200);
    expect((await good.post()).status).toBe(401); // replayed nonce
    expect(
      (
        await send(
          replace(fields.lis_result_sourcedid!, 1),
          replace(fields.lis_result_sourcedid!, 0.8),
        ).post()
      ).status,
    ).toBe(401); // body changed after signing
    const forged = fields.lis_result_sourcedid!.replace(
      /:(\d+):/,
      `:${other.courseOf(ACROBATIQ_COURSE)}:`,
    );
    expect((await send(replace(forged, 0.1)).post()).status).toBe(403);
    const badSignature = good.header.replace(/oauth_signature="[^"]+"/, 'oauth_signature="AAAA"');
    expect((await send(replace(fields.lis_result_sourcedid!, 0.2)).post(badSignature)).status).toBe(
      401,
    );
    const minutesAway = (minutes: number) =>
      new Date(server.clock.now().getTime() + minutes * 60_000);
    for (const minutes of [-6, 6]) {
      const body = replace(fields.lis_result_sourcedid!, 0.3);
      expect((await send(body, body, minutesAway(minutes)).post()).status).toBe(401);
    }

    const course = await json(
      await get(`/coursework-api/coursework/${learner.courseOf(ACROBATIQ_COURSE)}`, learner.token),
    );
    expect(course).toMatchObject({ gradePercent: 80, requiredGradeableItemsCompletedCount: 3 });
    // Each refusal is logged with its reason, and no log line holds a secret or a signature.
    const refusals = logs.lines.filter((line) => line.includes('LTI message refused'));
    expect(refusals.join('\n')).toMatch(/nonce used before \(replay\)/);
    expect(refusals.join('\n')).toMatch(/body hash does not match the body/);
    expect(refusals.join('\n')).toMatch(/sourcedid not bound to this student and course/);
    expect(refusals.join('\n')).toMatch(/OAuth signature check failed/);
    expect(refusals.join('\n')).toMatch(/OAuth timestamp check failed/);
    for (const line of logs.lines) {
      expect(line).not.toContain(consumerSecret);
      expect(line).not.toContain(fields.lis_result_sourcedid!);
      expect(line).not.toMatch(/oauth_signature/);
    }
    const untouched = await json(
      await get(`/coursework-api/coursework/${other.courseOf(ACROBATIQ_COURSE)}`, other.token),
    );
    expect(untouched).toMatchObject({
      gradePercent: null,
      requiredGradeableItemsCompletedCount: 0,
    });
  });
});

describe('providers configured elsewhere', () => {
  it('launches to a provider of its own origin, and lets the app post forms there', async () => {
    const elsewhere = await startTestServer({
      loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
      ltiProviders: {
        MOODLE: {
          version: '1.3',
          clientId: 'moodle-client-7',
          deploymentId: '3',
          loginUrl: 'https://moodle.example.edu/mod/lti/login.php',
          launchUrl: 'https://moodle.example.edu/mod/lti/launch.php',
          jwksUrl: 'https://moodle.example.edu/mod/lti/certs.php',
        },
      },
      demoCourseTool: false,
    });
    try {
      const learner = await student('elsewhere@example.com', [MOODLE_COURSE], elsewhere);
      const response = await elsewhere.request(
        `/coursework-api/lti/launch?courseId=${learner.courseOf(MOODLE_COURSE)}`,
        asUser(learner.token),
      );
      const launched = await json(response);
      expect(launched.action).toBe('https://moodle.example.edu/mod/lti/login.php');
      expect(launched.fields).toMatchObject({
        client_id: 'moodle-client-7',
        lti_deployment_id: '3',
        target_link_uri: 'https://moodle.example.edu/mod/lti/launch.php',
      });
      expect((await elsewhere.request('/demo-course-tool/jwks')).status).toBe(404);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('coursework API', () => {
  it("never shows a student another student's course (404), nor launches it", async () => {
    const mine = await student('cw-mine@example.com');
    const theirs = await student('cw-theirs@example.com');
    const theirCourse = theirs.courseOf(MOODLE_COURSE);
    expect((await get(`/coursework-api/coursework/${theirCourse}`, mine.token)).status).toBe(404);
    expect(
      (await get(`/coursework-api/lti/launch?courseId=${theirCourse}`, mine.token)).status,
    ).toBe(404);
    expect((await get(`/coursework-api/coursework/${theirCourse}`, theirs.token)).status).toBe(200);
    const list = await json(await get('/coursework-api/coursework', mine.token));
    expect(list.map((c: { courseCode: string }) => c.courseCode).sort()).toEqual([
      'BUS101',
      'CSC110',
    ]);
    expect(list[0].links[0]).toEqual({ kind: 'resume', title: expect.any(String) });
    const rows = await server.database.db
      .select()
      .from(courseworkEnrollments)
      .where(and(eq(courseworkEnrollments.id, theirCourse)));
    expect(rows[0]!.gradePercent).toBeNull();
  });

  it('opens a module by its idnumber (/moodle-sso/module/{moduleIdNumber})', async () => {
    const learner = await student('cw-module@example.com');
    const start = await launch(learner.token, 'moduleIdNumber=CSC110-M3');
    expect(start.ltiVersion).toBe('1.3');
    expect(
      (await get('/coursework-api/lti/launch?moduleIdNumber=NOPE-M1', learner.token)).status,
    ).toBe(404);
  });
});
