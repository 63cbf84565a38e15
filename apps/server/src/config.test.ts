import { describe, expect, it } from 'vitest';
import { cardGatewayOf, readConfig } from './config';
import { SANDBOX_PAYFLOW_CREDENTIALS } from './payments/sandbox-payflow-routes';

const LIVE_PAYFLOW = {
  CARD_GATEWAY: 'payflow',
  PAYFLOW_URL: 'https://payflowpro.paypal.com',
  PAYFLOW_PARTNER: 'PayPal',
  PAYFLOW_VENDOR: 'college',
  PAYFLOW_USER: 'college-api',
  PAYFLOW_PASSWORD: 'a password',
};

describe('the card gateway settings', () => {
  it('takes cards in process by default', () => {
    expect(cardGatewayOf(readConfig({}))).toEqual({ gateway: 'sandbox' });
  });

  it('points Payflow at the sandbox Payflow, with its login, without PAYFLOW_URL', () => {
    expect(cardGatewayOf(readConfig({ CARD_GATEWAY: 'payflow' }))).toEqual({
      gateway: 'payflow',
      url: undefined,
      credentials: SANDBOX_PAYFLOW_CREDENTIALS,
    });
  });

  it("takes the merchant's Payflow host and login", () => {
    expect(cardGatewayOf(readConfig(LIVE_PAYFLOW))).toEqual({
      gateway: 'payflow',
      url: 'https://payflowpro.paypal.com',
      credentials: {
        partner: 'PayPal',
        vendor: 'college',
        user: 'college-api',
        password: 'a password',
      },
    });
  });

  it('refuses to start with a Payflow host but no login, naming what is missing', () => {
    const { PAYFLOW_USER: _user, PAYFLOW_PASSWORD: _password, ...withoutLogin } = LIVE_PAYFLOW;
    expect(() => readConfig(withoutLogin)).toThrow(
      'Invalid configuration: PAYFLOW_USER: required with PAYFLOW_URL; PAYFLOW_PASSWORD: required with PAYFLOW_URL',
    );
  });

  it('refuses Payflow settings the card gateway would ignore', () => {
    expect(() => readConfig({ ...LIVE_PAYFLOW, CARD_GATEWAY: 'sandbox' })).toThrow(
      /PAYFLOW_URL: needs CARD_GATEWAY=payflow/,
    );
  });
});
