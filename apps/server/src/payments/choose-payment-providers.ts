import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { PaymentProviders } from './payment-provider';
import { createPayflowProvider } from './payflow-provider';
import { createSandboxAchProvider } from './sandbox-ach-provider';
import { createPayPalProvider, type PayPalClientOptions } from './paypal-provider';
import { createSandboxCardProvider } from './sandbox-card-provider';
import { SANDBOX_PAYFLOW_PREFIX, type PayflowCredentials } from './sandbox-payflow-routes';
import { SANDBOX_PAYPAL_PREFIX } from './sandbox-paypal-routes';

export const CARD_GATEWAYS = ['sandbox', 'payflow'] as const;

/**
 * Who takes card payments (CARD_GATEWAY): the in-process sandbox, or Payflow Pro at `url` (a
 * Payflow host), or, without a url, the sandbox Payflow this server serves.
 */
export type CardGatewaySettings =
  { gateway: 'sandbox' } | { gateway: 'payflow'; url?: string; credentials: PayflowCredentials };

export interface GatewaySettings {
  card: CardGatewaySettings;
  /** PayPal's API root and credentials; without a root, the sandbox PayPal this server serves. */
  paypal: Omit<PayPalClientOptions, 'baseUrl'> & { baseUrl?: string };
}

/**
 * The sandbox sites this server serves, with the credentials they take: each one an adapter is
 * pointed at (no URL of a real provider given), and only those. Once every method points at a
 * real provider, none is served.
 */
export function sandboxSitesServed(settings: GatewaySettings) {
  const { card, paypal } = settings;
  return {
    payflow: card.gateway === 'payflow' && !card.url ? card.credentials : null,
    paypal: paypal.baseUrl
      ? null
      : { clientId: paypal.clientId, clientSecret: paypal.clientSecret },
  };
}

/**
 * The one place that picks the payment providers (CODE_STYLE.md: chosen once, local default).
 * Cards go to the in-process sandbox or to Payflow (docs/payment-gateways.md); PayPal is one fetch
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
  const { card, paypal } = settings;
  return {
    CREDIT_CARD:
      card.gateway === 'payflow'
        ? createPayflowProvider({
            ...card.credentials,
            url: () => card.url ?? `${selfUrl()}${SANDBOX_PAYFLOW_PREFIX}`,
          })
        : createSandboxCardProvider(db, clock),
    ACH: createSandboxAchProvider(db, clock, options.sandbox?.bankAnswerAfterMs),
    PAYPAL: createPayPalProvider({
      ...paypal,
      baseUrl: () => paypal.baseUrl ?? `${selfUrl()}${SANDBOX_PAYPAL_PREFIX}`,
    }),
  };
}
