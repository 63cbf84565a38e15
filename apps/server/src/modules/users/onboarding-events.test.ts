import { livePayloadSchemas } from '@portal/domain/live/live-payloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/accounts';
import {
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  onboardingProfile,
  payByCard,
  sendJson,
} from '../../test/enrolment';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { LiveMessage } from '../../live/live-message';

// docs/decisions/0010-outbox-relay.md: the user's and the coursework's changes announce themselves like the ledger's, with
// payloads the shared schemas accept. fhsu is paid-selective: profile, courses, orientation.
const TENANT = 'fhsu';
const PROGRAM = 3;
let server: TestServer;
const received: LiveMessage[] = [];

beforeAll(async () => {
  server = await startTestServer({ withRelay: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  server.relay!.subscribe((message) => {
    received.push(message);
  });
});
afterAll(async () => server?.close());

// The optional student id left out, as a learner who skips it sends it.
const profile = onboardingProfile({ userData: { 'fhsu-status': 'New to FHSU' } });

describe('live events of onboarding', () => {
  it('are written by the profile, the course selection and the start of orientation', async () => {
    const learner = await learnerWithOrder(server, { tenant: TENANT, degreeProgramId: PROGRAM });
    expect((await payByCard(server, learner, { tenant: TENANT })).status).toBe(200);
    const me = await json(
      await sendJson(server, '/user-api/users', {
        token: learner.token,
        tenant: TENANT,
        body: profile,
      }),
    );
    const courses = await json(
      await server.request(`/catalog-api/degreeprograms/${PROGRAM}/courses`, { tenant: TENANT }),
    );
    const [first, second] = courses.map((c: { id: number }) => c.id) as number[];
    const select = (productIds: number[]) =>
      sendJson(server, '/coursework-api/coursework/selection', {
        token: learner.token,
        tenant: TENANT,
        body: { productIds },
      });
    expect((await select([first!, second!])).status).toBe(200);
    // Refused (already enrolled): no event.
    expect((await select([first!])).status).toBe(409);
    const started = await sendJson(server, '/user-api/users/orientation', {
      token: learner.token,
      tenant: TENANT,
      method: 'POST',
    });
    expect(started.status).toBe(200);

    const mine = () => received.filter((m) => m.userId === me.uuid);
    await expect
      .poll(() => mine().map((m) => m.subject), { timeout: 10_000, interval: 50 })
      .toEqual([
        'membershipEntity',
        'orderEntity',
        'orderEntity',
        'membershipEntity',
        'userSubscriptionEntity',
        'orderEntity',
        // The card's billing address kept on the user (WCAG 3.3.7), then the profile.
        'userEntity',
        'userEntity',
        'courseworkEntity',
        'userEntity',
      ]);
    for (const message of mine()) {
      expect(livePayloadSchemas[message.subject].safeParse(message.payload).error).toBeUndefined();
      expect(message.tenantId).toBe(TENANT);
    }
    const [, , , , , , billed, profiled, coursework, oriented] = mine();
    expect(billed!.payload).toMatchObject({
      user: { addresses: [{ addressType: 'billing', address1: '1 Main St' }] },
    });
    expect(profiled!.payload).toEqual({ user: me });
    expect(coursework!.payload).toEqual({ productIds: [first, second] });
    expect(oriented!.payload).toEqual({ user: await json(started) });
  });
});
