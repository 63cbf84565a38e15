import { describe, expect, it } from 'vitest';
import { bankGatewayOf, cardGatewayOf, readConfig } from './config';
import { SANDBOX_AUTHORIZE_NET_CREDENTIALS } from './payments/sandbox-authorize-net-routes';
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

describe('the bank-transfer gateway settings', () => {
  it('takes transfers in process by default, or at the sandbox Authorize.Net without a URL', () => {
    expect(bankGatewayOf(readConfig({}))).toEqual({ gateway: 'sandbox' });
    expect(bankGatewayOf(readConfig({ BANK_GATEWAY: 'authorize-net' }))).toEqual({
      gateway: 'authorize-net',
      url: undefined,
      credentials: SANDBOX_AUTHORIZE_NET_CREDENTIALS,
    });
  });

  it("takes the merchant's endpoint and login, and refuses to start without the login", () => {
    const live = {
      BANK_GATEWAY: 'authorize-net',
      AUTHORIZE_NET_URL: 'https://api.authorize.net/xml/v1/request.api',
      AUTHORIZE_NET_LOGIN_ID: 'college',
    };
    expect(() => readConfig(live)).toThrow(
      'Invalid configuration: AUTHORIZE_NET_TRANSACTION_KEY: required with AUTHORIZE_NET_URL',
    );
    expect(bankGatewayOf(readConfig({ ...live, AUTHORIZE_NET_TRANSACTION_KEY: 'key' }))).toEqual({
      gateway: 'authorize-net',
      url: 'https://api.authorize.net/xml/v1/request.api',
      credentials: { loginId: 'college', transactionKey: 'key' },
    });
    expect(() => readConfig({ ...live, BANK_GATEWAY: 'sandbox' })).toThrow(
      /AUTHORIZE_NET_URL: needs BANK_GATEWAY=authorize-net/,
    );
  });
});
