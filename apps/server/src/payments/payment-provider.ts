import type { ErrorCode } from '@portal/domain/errors/error-code';
import type { CardType } from '@portal/domain/ledger/card-type';

/**
 * Where a payment stands at its provider, in the same words for every method (the statuses of
 * medusa's payment module): the money moved (CAPTURED), was only reserved or the instrument only
 * verified (AUTHORIZED), will be known later (PROCESSING: a bank transfer), waits for the payer
 * (REQUIRES_ACTION: PayPal approval), or did not happen (FAILED, CANCELLED).
 */
export type ProviderStatus =
  'AUTHORIZED' | 'CAPTURED' | 'PROCESSING' | 'REQUIRES_ACTION' | 'FAILED' | 'CANCELLED';

/** A provider's answer, normalised; what only the provider understands stays in `data`. */
export interface ProviderResult {
  status: ProviderStatus;
  /** The provider's transaction id (Payflow PNREF, PayPal capture id, ACH trace number). */
  transactionId: string | null;
  /** The catalogue's code for a FAILED result, mapped from the provider's own inside its adapter. */
  errorCode: ErrorCode | null;
  /** The code an order's payment shows (docs/product/entities.md `responseCode`): Payflow RESULT, 0 when paid. */
  responseCode: number;
  /** The rest of the provider's answer, kept as it came in one JSON column, read by its adapter. */
  data: Record<string, unknown>;
  /** How to charge the same instrument again without the payer (recurring billing), if it can be. */
  stored: StoredInstrument | null;
  /**
   * A CAPTURED card charge the gateway has settled: its settlement batch has closed and the money
   * is on its way to the college. Card gateways settle the day's captures in a batch; until then
   * (and for any other method, whose capture is final as it is answered) this is absent.
   */
  settled?: boolean;
  /**
   * A returned bank debit (FAILED after the bank took it): when the bank returned it, as the bank
   * dates it. The return's line in the bank's report is of that day (docs/reconciliation.md).
   */
  returnedAt?: Date;
}

/**
 * An instrument the provider keeps for us (a Payflow reference transaction, a PayPal vault id, an
 * ACH mandate). We keep its reference and what the learner recognises it by, never the number.
 */
export interface StoredInstrument {
  reference: string;
  /** As the learner recognises it: a card brand, 'PayPal', 'Bank account'. */
  brand: string;
  lastFour: string | null;
  /** The last month it can be charged, 'YYYY-MM', for cards; the learner is warned before it. */
  expiresOn: string | null;
}

/** How the learner recognises a bank account, whichever bank holds it. */
export const BANK_ACCOUNT_BRAND = 'Bank account';

/** What a card charge needs. The card data lives only in memory for the length of the call. */
export interface CardChargeRequest {
  /**
   * Our id for the attempt. The provider de-duplicates by it (Payflow `X-VPS-REQUEST-ID`), so a
   * retry after a timeout must send the same id: it then answers with the first result instead of
   * charging again.
   */
  requestId: string;
  /** 0 verifies the card without charging it (a deferred first payment): AUTHORIZED. */
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

/** A charge of a stored instrument, with the same de-duplicating request id as any charge. */
export interface StoredChargeRequest {
  requestId: string;
  amountCents: number;
  reference: string;
}

/**
 * What a request the provider never received amounts to once it can no longer arrive (its
 * deadline has passed): it failed without moving money, and may be tried again.
 */
export const NEVER_RECEIVED: ProviderResult = {
  status: 'FAILED',
  transactionId: null,
  errorCode: 'PAYMENT_TIMEOUT',
  responseCode: 0,
  data: { neverReceived: true },
  stored: null,
};

/** The provider did not answer in time; whether it charged is unknown until asked again. */
export class ProviderTimeoutError extends Error {
  constructor(requestId: string) {
    super(`payment provider timed out for request ${requestId}`);
    this.name = 'ProviderTimeoutError';
  }
}

/**
 * A refund of a captured payment (docs/refunds.md): `transactionId` is the capture's id at the
 * provider (Payflow PNREF, PayPal capture id, ACH trace), `data` what the provider said about it.
 * Like a charge, the provider de-duplicates by `requestId`: the same id again answers the first
 * result and never moves money twice, which is also how an in-doubt refund is asked about.
 */
export interface ProviderRefundRequest {
  requestId: string;
  transactionId: string;
  amountCents: number;
  data: Record<string, unknown> | null;
  /**
   * What the provider answered about this refund before (a refund on its way, asked about again),
   * for a provider that finds a refund by its own id (PayPal); null for a refund not yet answered.
   */
  previous?: Record<string, unknown> | null;
}

/**
 * A provider's answer to a refund: the money went back (REFUNDED), is on its way (PROCESSING: a
 * bank credit, settled later; ask again with the same request id), or the provider refused it
 * (FAILED, with the catalogue's code).
 */
export interface ProviderRefundResult {
  status: 'REFUNDED' | 'PROCESSING' | 'FAILED';
  transactionId: string | null;
  errorCode: ErrorCode | null;
  data: Record<string, unknown>;
  /**
   * When the provider dates the answer, if it does: a refund that completed after being on its
   * way (an eCheck-funded PayPal refund, a bank credit), or a bank credit that came back
   * (`returned`). The settlement report lists it on that day, which may be before the portal
   * asked (docs/reconciliation.md).
   */
  answeredAt?: Date;
  /** A bank credit the bank took and then returned (FAILED): the money came back to the college. */
  returned?: boolean;
}

/**
 * What every provider does (docs/architecture.md, decision 7): charge an instrument it keeps for us,
 * and tell what became of a request. Each method adds how its payer's instrument is charged the
 * first time.
 */
export interface PaymentProvider {
  /**
   * The longest one call may take before the adapter gives up with ProviderTimeoutError. After a
   * request's last try has timed out, the provider can no longer receive it: this bounds how long
   * an attempt can stay in doubt before "never received" is an answer to trust.
   */
  readonly callTimeoutMs: number;
  /** Throws ProviderTimeoutError when no answer arrives in time. */
  chargeStored(request: StoredChargeRequest): Promise<ProviderResult>;
  /**
   * The result the provider holds for a request id, or null when it never received that request
   * (an inquiry, as Payflow's by ORIGID). `data` is what the provider said earlier about the
   * attempt, for a provider that finds a request by its own id (PayPal by its order id).
   * Throws ProviderTimeoutError when no answer arrives.
   */
  findResult(
    requestId: string,
    data?: Record<string, unknown> | null,
  ): Promise<ProviderResult | null>;
  /**
   * Gives back part or all of a capture. Throws ProviderTimeoutError when no answer arrives;
   * asking again with the same request id then tells what became of it.
   */
  refund(request: ProviderRefundRequest): Promise<ProviderRefundResult>;
}

/** Finance's evidence for a dispute, for the gateway that holds the dispute (docs/disputes.md). */
export interface DisputeEvidenceRequest {
  /** The gateway's id of the dispute. */
  gatewayDisputeId: string;
  text: string;
  fileReference: string | null;
}

/**
 * What became of the evidence: the gateway's dispute API took it (SENT: sending it again is safe
 * and answers SENT again), or the gateway has no dispute API and finance uploads it in the
 * processor's portal (BY_HAND: nothing was sent). A refusal for good throws
 * DisputeEvidenceRefusedError; any other failure (no answer, a 5xx) throws another error, and the
 * caller tries again later.
 */
export type DisputeEvidenceOutcome = 'SENT' | 'BY_HAND';

/**
 * The gateway refused the evidence and will refuse it again (a 4xx answer other than a timeout or
 * a rate limit: the dispute no longer takes evidence, the evidence is not acceptable). `reason`
 * is the gateway's own words, for finance to read.
 */
export class DisputeEvidenceRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`the gateway refused the evidence: ${reason}`);
    this.name = 'DisputeEvidenceRefusedError';
  }
}

/** Whether an HTTP status is a refusal for good rather than a passing failure. */
export const refusesForGood = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/** The gateways that receive disputes (cards and PayPal; a bank transfer is returned, not disputed). */
export interface DisputeGateway {
  submitDisputeEvidence(request: DisputeEvidenceRequest): Promise<DisputeEvidenceOutcome>;
}

export interface CardProvider extends PaymentProvider, DisputeGateway {
  /** Authorises and captures (or only verifies, for 0); the result stores the card for later. */
  chargeCard(request: CardChargeRequest): Promise<ProviderResult>;
}

/** A US checking account (docs/product/entities.md ACH data); it lives only in memory for the length of a call. */
export interface BankAccount {
  routingNumber: string;
  accountNumber: string;
  holderName: string;
}

export interface AchProvider extends PaymentProvider {
  /**
   * Starts a debit (a web-authorised sale from a checking account). The bank answers days later:
   * the result is PROCESSING until then, and `findResult` tells when it settled (CAPTURED) or was
   * returned (FAILED, with the return code in `data`). A return may come after a settlement.
   */
  debit(request: {
    requestId: string;
    amountCents: number;
    account: BankAccount;
  }): Promise<ProviderResult>;
}

/** A PayPal checkout to create: the payer approves it at PayPal, then it is captured. */
export interface PayPalCheckoutRequest {
  /** Our attempt id, sent as `PayPal-Request-Id`: a retried create returns the same order. */
  requestId: string;
  amountCents: number;
  /** Where PayPal sends the payer back after approving, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
}

/**
 * Saving the payer's PayPal without paying (Vault v3 setup token): a zero first payment, or a new
 * recurring method. `customerId` is ours for the learner; only that customer can vault the token.
 */
export interface PayPalSetupRequest {
  requestId: string;
  customerId: string;
  returnUrl: string;
  cancelUrl: string;
}

/**
 * Where to send the payer: PayPal's order id, or setup token id, (our express checkout token) and
 * its approve link.
 */
export interface PayPalCheckout {
  token: string;
  approvalUrl: string;
}

/**
 * PayPal's two steps (Orders v2): create a checkout the payer approves at PayPal, then capture
 * it. Both de-duplicate by `PayPal-Request-Id`.
 */
export interface PayPalProvider extends PaymentProvider, DisputeGateway {
  /** Throws ProviderTimeoutError when no answer arrives, another error when PayPal refuses. */
  createCheckout(request: PayPalCheckoutRequest): Promise<PayPalCheckout>;
  /**
   * Captures an approved checkout: CAPTURED, FAILED (declined), CANCELLED (voided) or
   * REQUIRES_ACTION (not approved yet). The same request id answers the first capture again.
   */
  capture(request: { requestId: string; token: string }): Promise<ProviderResult>;
  /** Creates a setup token the payer approves at PayPal; nothing is charged. */
  createSetup(request: PayPalSetupRequest): Promise<PayPalCheckout>;
  /**
   * Vaults an approved setup token (a payment token): AUTHORIZED with the stored instrument,
   * REQUIRES_ACTION (not approved yet) or CANCELLED. Null when the token is not `customerId`'s (or
   * does not exist). The same request id answers the same payment token again.
   */
  vaultSetup(request: {
    requestId: string;
    token: string;
    customerId: string;
  }): Promise<ProviderResult | null>;
}

/**
 * The providers, keyed by the payment method they serve. Prepaid tokens need none: they are ours,
 * taken in our own database in one transaction (docs/decisions/0005-payments.md).
 */
export interface PaymentProviders {
  CREDIT_CARD: CardProvider;
  ACH: AchProvider;
  PAYPAL: PayPalProvider;
}

export type ProviderMethod = keyof PaymentProviders;
