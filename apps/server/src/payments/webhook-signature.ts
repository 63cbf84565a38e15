import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookGateway } from '@portal/domain/ledger/dispute';

/**
 * Each gateway's webhook secret when its setting is unset (CARD_WEBHOOK_SECRET,
 * PAYPAL_WEBHOOK_SECRET): the sandboxes sign with these, so the demo works as it comes. A college
 * taking real money sets the secret its gateway's dashboard shows (docs/disputes.md).
 */
export const SANDBOX_WEBHOOK_SECRETS: Record<WebhookGateway, string> = {
  card: 'sandbox-card-webhook-secret',
  paypal: 'sandbox-paypal-webhook-secret',
};

/** A signature older (or newer) than this is refused: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header of a body sent at `at`: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Whether the header signs exactly this raw body with the secret, within the tolerance of `now`.
 * Several `v1` values are accepted (a gateway rolling its secret sends both signatures); they are
 * compared in constant time.
 */
export function webhookSignatureValid(options: {
  secret: string;
  body: string;
  header: string | undefined;
  now: Date;
}): boolean {
  const parts = (options.header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([name]) => name === 't').map(([, value]) => value ?? '');
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]!)) return false;
  const timestamp = Number(timestamps[0]);
  if (Math.abs(options.now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(options.secret, timestamp, options.body), 'hex');
  return parts.some(([name, value]) => {
    if (name !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
