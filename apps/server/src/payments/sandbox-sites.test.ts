import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { AUTHORIZE_NET_HOSTS } from './authorize-net-provider';
import { PAYFLOW_HOSTS } from './payflow-provider';
import { SANDBOX_AUTHORIZE_NET_CREDENTIALS } from './sandbox-authorize-net-routes';
import { SANDBOX_PAYFLOW_CREDENTIALS } from './sandbox-payflow-routes';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** What the sandbox sites answer to a write: with the API header, and as another site posts. */
async function sandboxAnswers(started: TestServer) {
  const write = (path: string, crossSite: boolean) =>
    started.request(path, { method: 'POST', crossSite, body: '' }).then((r) => r.status);
  return {
    paypal: await write('/sandbox-paypal/v1/oauth2/token', false),
    paypalFromAnotherSite: await write('/sandbox-paypal/v1/oauth2/token', true),
    payflow: await write('/sandbox-payflow', false),
    payflowFromAnotherSite: await write('/sandbox-payflow', true),
    authorizeNet: await write('/sandbox-authorize-net', false),
    authorizeNetFromAnotherSite: await write('/sandbox-authorize-net', true),
  };
}

describe('the sandbox payment sites', () => {
  it('serves the sandbox PayPal by default; cards are taken in process', async () => {
    server = await startTestServer();
    expect(await sandboxAnswers(server)).toEqual({
      paypal: 401,
      paypalFromAnotherSite: 401,
      payflow: 404,
      // Not a sandbox site here: the portal's own rule for writes applies.
      payflowFromAnotherSite: 403,
      authorizeNet: 404,
      authorizeNetFromAnotherSite: 403,
    });
  });

  it('serves the sandbox Payflow and Authorize.Net when their adapters have no URL', async () => {
    server = await startTestServer({
      cardGateway: { gateway: 'payflow', credentials: SANDBOX_PAYFLOW_CREDENTIALS },
      bankGateway: { gateway: 'authorize-net', credentials: SANDBOX_AUTHORIZE_NET_CREDENTIALS },
    });
    // Both answer every post 200, with their own result in the body.
    expect(await sandboxAnswers(server)).toMatchObject({
      payflow: 200,
      payflowFromAnotherSite: 200,
      authorizeNet: 200,
      authorizeNetFromAnotherSite: 200,
    });
  });

  it('serves none once cards, bank transfers and PayPal go to real providers', async () => {
    server = await startTestServer({
      cardGateway: {
        gateway: 'payflow',
        url: PAYFLOW_HOSTS.test,
        credentials: { partner: 'PayPal', vendor: 'college', user: 'college', password: 'secret' },
      },
      bankGateway: {
        gateway: 'authorize-net',
        url: AUTHORIZE_NET_HOSTS.test,
        credentials: { loginId: 'college', transactionKey: 'college-key' },
      },
      paypal: {
        baseUrl: 'https://api-m.sandbox.paypal.com',
        clientId: 'college-client',
        clientSecret: 'college-secret',
      },
    });
    expect(await sandboxAnswers(server)).toEqual({
      paypal: 404,
      paypalFromAnotherSite: 403,
      payflow: 404,
      payflowFromAnotherSite: 403,
      authorizeNet: 404,
      authorizeNetFromAnotherSite: 403,
    });
    const page = await server.request('/sandbox-paypal/checkoutnow?token=X');
    expect(page.status).not.toBe(200);
  });
});
