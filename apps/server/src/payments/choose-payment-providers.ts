import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { PaymentProviders } from './payment-provider';
import { createAuthorizeNetProvider, type AuthorizeNetCredentials } from './authorize-net-provider';
import { createPayflowProvider } from './payflow-provider';
import { createSandboxAchProvider } from './sandbox-ach-provider';
import { createPayPalProvider, type PayPalClientOptions } from './paypal-provider';
import { createSandboxCardProvider } from './sandbox-card-provider';
import { SANDBOX_DISPUTES_PREFIX } from './sandbox-dispute-routes';
import { SANDBOX_AUTHORIZE_NET_PREFIX } from './sandbox-authorize-net-routes';
import { SANDBOX_PAYFLOW_PREFIX, type PayflowCredentials } from './sandbox-payflow-routes';
import { SANDBOX_PAYPAL_PREFIX } from './sandbox-paypal-routes';

export const CARD_GATEWAYS = ['sandbox', 'payflow'] as const;
export const BANK_GATEWAYS = ['sandbox', 'authorize-net'] as const;

/**
 * Who takes card payments (CARD_GATEWAY): the in-process sandbox, or Payflow Pro at `url` (a
 * Payflow host), or, without a url, the sandbox Payflow this server serves.
 */
export type CardGatewaySettings =
  { gateway: 'sandbox' } | { gateway: 'payflow'; url?: string; credentials: PayflowCredentials };

/**
 * Who takes bank transfers (BANK_GATEWAY): the in-process sandbox bank, or Authorize.Net's
 * eCheck.Net at `url`, or, without a url, the sandbox Authorize.Net this server serves.
 */
export type BankGatewaySettings =
  | { gateway: 'sandbox' }
  | { gateway: 'authorize-net'; url?: string; credentials: AuthorizeNetCredentials };

export interface GatewaySettings {
  card: CardGatewaySettings;
  bank: BankGatewaySettings;
  /** PayPal's API root and credentials; without a root, the sandbox PayPal this server serves. */
  paypal: Omit<PayPalClientOptions, 'baseUrl'> & { baseUrl?: string };
}

/**
 * The sandbox sites this server serves, with the credentials they take: each one an adapter is
 * pointed at (no URL of a real provider given), and only those. Once every method points at a
 * real provider, none is served.
 */
export function sandboxSitesServed(settings: GatewaySettings) {
  const { card, bank, paypal } = settings;
  return {
    payflow: card.gateway === 'payflow' && !card.url ? card.credentials : null,
    authorizeNet: bank.gateway === 'authorize-net' && !bank.url ? bank.credentials : null,
    paypal: paypal.baseUrl
      ? null
      : { clientId: paypal.clientId, clientSecret: paypal.clientSecret },
  };
}

/**
 * The one place that picks the payment providers (CODE_STYLE.md: chosen once, local default).
 * Cards go to the in-process sandbox or to Payflow, bank transfers to the sandbox bank or to
 * Authorize.Net (docs/payment-gateways.md); PayPal is one fetch
 * client whatever the rest, pointed at PayPal or at the sandbox PayPal this server serves.
 * `selfUrl` is this server as seen from itself, for the sandbox sites it serves.
 */
export function choosePaymentProviders(options: {
  settings: GatewaySettings;
  db: Database;
  clock: Clock;
  selfUrl: () => string;
  sandbox?: { bankAnswerAfterMs?: number };
}): PaymentProviders {
  const { settings, db, clock, selfUrl } = options;
  const { card, bank, paypal } = settings;
  const bankAnswerAfterMs = options.sandbox?.bankAnswerAfterMs;
  return {
    CREDIT_CARD:
      card.gateway === 'payflow'
        ? createPayflowProvider({
            ...card.credentials,
            url: () => card.url ?? `${selfUrl()}${SANDBOX_PAYFLOW_PREFIX}`,
          })
        : createSandboxCardProvider(db, clock, () => `${selfUrl()}${SANDBOX_DISPUTES_PREFIX}`),
    ACH:
      bank.gateway === 'authorize-net'
        ? createAuthorizeNetProvider({
            ...bank.credentials,
            url: () => bank.url ?? `${selfUrl()}${SANDBOX_AUTHORIZE_NET_PREFIX}`,
          })
        : createSandboxAchProvider(db, clock, bankAnswerAfterMs),
    PAYPAL: createPayPalProvider({
      ...paypal,
      baseUrl: () => paypal.baseUrl ?? `${selfUrl()}${SANDBOX_PAYPAL_PREFIX}`,
    }),
  };
}
