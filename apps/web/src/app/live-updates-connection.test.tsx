import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveDestination } from '@portal/domain/live/live-destination';
import { LIVE_SUBJECTS } from '@portal/domain/live/live-subject';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { endSession } from '@/lib/session-end';
import { studentKeys } from '@/lib/student/query-keys';
import { toastStore } from '@/lib/toasts';
import { createFakeLiveServer } from '@/testing/fake-live-server';
import { accessToken, createFakeServer, json, type FakeServerOptions } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { LiveUpdatesConnection } from './live-updates';

// Where the tab's live connection opens and closes (docs/product/states-and-transitions.md "Live connection", error-catalogue.md "Live channel"):
// with a session, restarted by a new one, closed at logout and when the tokens cannot be refreshed.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setUp(refresh?: FakeServerOptions['refresh']) {
  const server = createFakeServer({ refresh });
  const live = createFakeLiveServer({ accepts: (token) => token.split('.').length === 3 });
  const services = testServices({ fetch: server.fetch, liveSocket: live.webSocket });
  render(
    <TestProviders services={services}>
      <LiveUpdatesConnection />
    </TestProviders>,
  );
  async function signIn() {
    const tokens = await services.api.requestTokens({ grant_type: 'password' });
    act(() => authSession.set(sessionFromTokenResponse(tokens, Date.now())));
    return tokens.access_token;
  }
  const open = () => live.sockets.filter((s) => s.readyState === 1).length;
  return { server, live, services, signIn, open };
}

beforeEach(() => {
  authSession.clear();
  toastStore.clear();
});
afterEach(() => act(() => authSession.clear()));

describe('the live connection of a tab', () => {
  it('stays closed without a session, opens at sign-in and closes at logout', async () => {
    const { live, services, signIn, open } = setUp();
    await pause(50);
    expect(live.sockets).toEqual([]);

    const token = await signIn();
    await expect.poll(() => live.destinations().length).toBe(LIVE_SUBJECTS.length);
    expect(live.connects[0]).toMatchObject({ Authorization: `Bearer ${token}` });
    expect(live.sockets[0]!.url).toBe('ws://localhost:3000/websocket-api/ws');

    // An update reaches the cache and is told.
    live.push(liveDestination('user-1', 'membershipEntity'), 3, {
      event: 'MEMBERSHIP_EXPIRED',
      membership: {
        membershipStatus: 'expired',
        membershipExpiredDate: '2026-11-25T10:00:00.000Z',
        daysToRestartMembership: 30,
      },
    });
    await expect
      .poll(() => toastStore.getSnapshot().map((t) => t.message))
      .toEqual(['Your membership has been expired. Please contact support.']);
    expect(services.queryClient.getQueryData(studentKeys.membership())).toMatchObject({
      membershipStatus: 'expired',
    });

    act(() => endSession({ reason: 'logout', ...services }));
    await expect.poll(open).toBe(0);
    await pause(100);
    expect(live.sockets).toHaveLength(1);
  });

  it('opens afresh when another session begins (a sign-in in another tab)', async () => {
    const { live, open } = setUp();
    const session = (sid: string, n: number) =>
      sessionFromTokenResponse(
        {
          access_token: accessToken(n, { sid }),
          refresh_token: `refresh-${n}`,
          token_type: 'Bearer',
          expires_in: 900,
          refresh_expires_in: 86_400,
          scope: 'STUDENT_PORTAL__ACCESS',
        },
        Date.now(),
      );
    act(() => authSession.set(session('s1', 1)));
    await expect.poll(() => live.connects.length).toBe(1);
    // A refresh of the same session keeps the connection.
    act(() => authSession.set(session('s1', 2)));
    await pause(100);
    expect(live.connects).toHaveLength(1);
    act(() => authSession.set(session('s2', 3)));
    await expect.poll(() => live.connects.length).toBe(2);
    expect(live.connects[1]).toMatchObject({
      Authorization: `Bearer ${accessToken(3, { sid: 's2' })}`,
    });
    await expect.poll(open).toBe(1);
  });

  it('refreshes an expired access token before connecting, and does not connect when that fails', async () => {
    const { live, server, services } = setUp(() =>
      json(400, {
        error: 'invalid_grant',
        global: [{ code: 'INVALID_TOKEN', message: 'Invalid token' }],
      }),
    );
    const tokens = await services.api.requestTokens({ grant_type: 'password' });
    // An access token already past its early-expiry margin (docs/product/states-and-transitions.md: 2 minutes).
    act(() => authSession.set(sessionFromTokenResponse({ ...tokens, expires_in: 60 }, Date.now())));
    await expect.poll(() => server.tokenRequests().length).toBe(2);
    await pause(100);
    expect(live.sockets).toEqual([]);
    // The refused refresh ended the session (docs/product/states-and-transitions.md), with its toast.
    expect(authSession.get()).toBeNull();
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual([
      'Your session was expired, please login to continue',
    ]);
  });

  it('refreshes an expired access token before connecting, and connects with the new one', async () => {
    const { live, server, services } = setUp();
    const tokens = await services.api.requestTokens({ grant_type: 'password' });
    act(() => authSession.set(sessionFromTokenResponse({ ...tokens, expires_in: 60 }, Date.now())));
    await expect.poll(() => live.connects.length).toBe(1);
    expect(server.tokenRequests()).toHaveLength(2);
    expect(live.connects[0]).toMatchObject({ Authorization: `Bearer ${accessToken(2)}` });
  });
});
