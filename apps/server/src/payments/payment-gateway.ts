import type { CardType } from '@portal/domain/ledger/card-type';

/** What a card charge needs. The card data lives only in memory for the length of the call. */
export interface CardChargeRequest {
  /**
   * Our id for the attempt. The gateway de-duplicates by it (Payflow `X-VPS-REQUEST-ID`), so a
   * retry after a timeout must send the same id: the gateway then answers with the first result
   * instead of charging again.
   */
  requestId: string;
  /** 0 verifies the card without charging it (a deferred first payment). */
  amountCents: number;
  card: {
    number: string;
    expireMonth: string;
    expireYear: string;
    cvv: string;
    cardType: CardType;
    firstName: string;
    lastName: string;
    address: { address1: string; city: string; state: string; country: string; zipCode: string };
  };
}

/** A normalised gateway answer; anything else the gateway says stays inside the adapter. */
export interface GatewayResult {
  approved: boolean;
  /** The gateway's transaction id. */
  pnref: string;
  /** Payflow RESULT: 0 approved, otherwise a decline code of SPEC §8. */
  responseCode: number;
}

/** The gateway did not answer in time; whether it charged is unknown until asked again. */
export class GatewayTimeoutError extends Error {
  constructor(requestId: string) {
    super(`payment gateway timed out for request ${requestId}`);
    this.name = 'GatewayTimeoutError';
  }
}

/**
 * The payment gateway port (ARCHITECTURE.md decision 7). Adapters are chosen once from
 * configuration (choose-gateway.ts); the `sandbox` adapter is the embedded default.
 */
export interface PaymentGateway {
  readonly name: string;
  /**
   * The longest one call may take before the adapter gives up with GatewayTimeoutError. After a
   * request's last try has timed out, the gateway can no longer receive it: this bounds how long
   * an attempt can stay in doubt before "never received" is an answer to trust.
   */
  readonly callTimeoutMs: number;
  /** Authorises and captures. Throws GatewayTimeoutError when no answer arrives in time. */
  chargeCard(request: CardChargeRequest): Promise<GatewayResult>;
  /**
   * The result the gateway holds for a request id, or null when it never received that request
   * (an inquiry, as Payflow's by ORIGID). Throws GatewayTimeoutError when no answer arrives.
   */
  findResult(requestId: string): Promise<GatewayResult | null>;
}
