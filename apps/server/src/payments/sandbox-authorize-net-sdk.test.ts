// Authorize.Net's official Node SDK drives the sandbox Authorize.Net over real HTTP: the SDK builds
// its requests from its own contracts (elements in the schema's order, its client id, amounts as
// the caller gives them) and reads the answers into its own models, so the sandbox speaks
// Authorize.Net's JSON API as Authorize.Net's clients expect it, not only as our adapter reads it.
import { randomUUID } from 'node:crypto';
import authorizenet from 'authorizenet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { DUPLICATE_REASON, DUPLICATE_WINDOW_SECONDS } from './authorize-net-provider';
import { ACH_ANSWER_AFTER_MS, SANDBOX_BANK_ACCOUNTS } from './sandbox-ach-provider';
import {
  SANDBOX_AUTHORIZE_NET_CREDENTIALS,
  SANDBOX_AUTHORIZE_NET_PREFIX,
} from './sandbox-authorize-net-routes';

const { APIContracts, APIControllers } = authorizenet;
const { MessageTypeEnum } = APIContracts;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    bankGateway: { gateway: 'authorize-net', credentials: SANDBOX_AUTHORIZE_NET_CREDENTIALS },
  });
});
afterAll(async () => server?.close());

/** Runs `check` as the bank answers two days later, then puts the clock back. */
async function twoDaysLater(check: () => Promise<void>) {
  const before = server.clock.now();
  server.clock.advance(ACH_ANSWER_AFTER_MS);
  try {
    await check();
  } finally {
    server.clock.set(before);
  }
}

function login(transactionKey = SANDBOX_AUTHORIZE_NET_CREDENTIALS.transactionKey) {
  const authentication = new APIContracts.MerchantAuthenticationType();
  authentication.setName(SANDBOX_AUTHORIZE_NET_CREDENTIALS.loginId);
  authentication.setTransactionKey(transactionKey);
  return authentication;
}

/**
 * Sends a request with the SDK's controller to the sandbox, and reads the answer as the SDK does.
 * The SDK calls back only with an answer (a failed call is only logged), so such a test times out.
 */
function send<T>(
  Controller: typeof APIControllers.APIOperationBase,
  request: InstanceType<typeof APIContracts.ANetApiRequest>,
  Response: new (answer: unknown) => T,
): Promise<T> {
  const controller = new Controller(request.getJSON());
  controller.setEnvironment(`${server.baseUrl}${SANDBOX_AUTHORIZE_NET_PREFIX}`);
  return new Promise((resolve) =>
    controller.execute(() => resolve(new Response(controller.getResponse()))),
  );
}

/** How a debit is paid: a checking account, kept as a profile, or a profile kept earlier. */
type PaidWith =
  | { accountNumber: string; routingNumber?: string }
  | { customerProfileId: string; paymentProfileId: string };

/** An eCheck.Net debit (authCaptureTransaction, WEB) as the SDK's samples build one. */
function debitRequest(options: {
  invoiceNumber: string;
  amount: string | number;
  paidWith: PaidWith;
  transactionKey?: string;
}) {
  const transaction = new APIContracts.TransactionRequestType();
  transaction.setTransactionType(APIContracts.TransactionTypeEnum.AUTHCAPTURETRANSACTION);
  transaction.setAmount(options.amount);
  const profile = new APIContracts.CustomerProfilePaymentType();
  if ('accountNumber' in options.paidWith) {
    const account = new APIContracts.BankAccountType();
    account.setAccountType(APIContracts.BankAccountTypeEnum.CHECKING);
    account.setRoutingNumber(options.paidWith.routingNumber ?? SANDBOX_BANK_ACCOUNTS.routingNumber);
    account.setAccountNumber(options.paidWith.accountNumber);
    account.setNameOnAccount('Ada Lovelace');
    account.setEcheckType(APIContracts.EcheckTypeEnum.WEB);
    const payment = new APIContracts.PaymentType();
    payment.setBankAccount(account);
    transaction.setPayment(payment);
    profile.setCreateProfile(true);
  } else {
    profile.setCustomerProfileId(options.paidWith.customerProfileId);
    const paymentProfile = new APIContracts.PaymentProfile();
    paymentProfile.setPaymentProfileId(options.paidWith.paymentProfileId);
    profile.setPaymentProfile(paymentProfile);
  }
  transaction.setProfile(profile);
  const order = new APIContracts.OrderType();
  order.setInvoiceNumber(options.invoiceNumber);
  transaction.setOrder(order);
  const customer = new APIContracts.CustomerDataType();
  customer.setType(APIContracts.CustomerTypeEnum.INDIVIDUAL);
  customer.setId(options.invoiceNumber);
  transaction.setCustomer(customer);
  const duplicateWindow = new APIContracts.SettingType();
  duplicateWindow.setSettingName('duplicateWindow');
  duplicateWindow.setSettingValue(String(DUPLICATE_WINDOW_SECONDS));
  const settings = new APIContracts.ArrayOfSetting();
  settings.setSetting([duplicateWindow]);
  transaction.setTransactionSettings(settings);

  const request = new APIContracts.CreateTransactionRequest();
  request.setMerchantAuthentication(login(options.transactionKey));
  request.setRefId(options.invoiceNumber);
  request.setTransactionRequest(transaction);
  return request;
}

const invoice = () => randomUUID().replaceAll('-', '').slice(0, 20);

const debit = (options: Parameters<typeof debitRequest>[0]) =>
  send(
    APIControllers.CreateTransactionController,
    debitRequest(options),
    APIContracts.CreateTransactionResponse,
  );

function transactionDetails(transId: string) {
  const request = new APIContracts.GetTransactionDetailsRequest();
  request.setMerchantAuthentication(login());
  request.setTransId(transId);
  return send(
    APIControllers.GetTransactionDetailsController,
    request,
    APIContracts.GetTransactionDetailsResponse,
  );
}

/** Authorize.Net's ids (transactions, customer and payment profiles) are numeric strings. */
const NUMERIC_ID = /^\d+$/;

describe("the sandbox Authorize.Net, driven by Authorize.Net's Node SDK", () => {
  it('debits a checking account (WEB), keeps it as a customer profile and settles it', async () => {
    const invoiceNumber = invoice();
    const response = await debit({
      invoiceNumber,
      amount: '69.45',
      paidWith: { accountNumber: SANDBOX_BANK_ACCOUNTS.settles },
    });
    expect(response.getMessages().getResultCode()).toBe(MessageTypeEnum.OK);
    expect(response.getMessages().getMessage()[0]!.getCode()).toBe('I00001');
    expect(response.getRefId()).toBe(invoiceNumber);

    const transaction = response.getTransactionResponse()!;
    expect(transaction.getResponseCode()).toBe('1');
    expect(transaction.getTransId()).toMatch(NUMERIC_ID);
    expect(transaction.getAccountNumber()).toBe('XXXX6789');
    expect(transaction.getAccountType()).toBe('eCheck');
    expect(transaction.getMessages()!.getMessage()[0]!.getCode()).toBe('1');
    expect(transaction.getErrors()).toBeUndefined();

    const profile = response.getProfileResponse()!;
    expect(profile.getMessages().getResultCode()).toBe(MessageTypeEnum.OK);
    expect(profile.getCustomerProfileId()).toMatch(NUMERIC_ID);
    const paymentProfileIds = profile.getCustomerPaymentProfileIdList().getNumericString();
    expect(paymentProfileIds).toHaveLength(1);
    expect(String(paymentProfileIds[0])).toMatch(NUMERIC_ID);

    const pending = await transactionDetails(transaction.getTransId());
    expect(pending.getMessages().getResultCode()).toBe(MessageTypeEnum.OK);
    const details = pending.getTransaction()!;
    expect(details.getTransId()).toBe(transaction.getTransId());
    expect(details.getTransactionType()).toBe('authCaptureTransaction');
    expect(details.getTransactionStatus()).toBe('capturedPendingSettlement');
    expect(details.getSettleAmount()).toBe(69.45);
    expect(details.getOrder().getInvoiceNumber()).toBe(invoiceNumber);
    expect(details.getPayment().getBankAccount()!.getAccountNumber()).toBe('XXXX6789');
    expect(details.getPayment().getBankAccount()!.getEcheckType()).toBe('WEB');
    expect(details.getProfile().getCustomerProfileId()).toBe(profile.getCustomerProfileId());
    expect(details.getProfile().getCustomerPaymentProfileId()).toBe(String(paymentProfileIds[0]));
    expect(details.getReturnedItems()).toBeUndefined();

    await twoDaysLater(async () => {
      const settled = (await transactionDetails(transaction.getTransId())).getTransaction()!;
      expect(settled.getTransactionStatus()).toBe('settledSuccessfully');
    });
  });

  it.each([
    ['R01', SANDBOX_BANK_ACCOUNTS.insufficientFunds],
    ['R02', SANDBOX_BANK_ACCOUNTS.accountClosed],
    ['R03', SANDBOX_BANK_ACCOUNTS.noAccount],
  ])('tells a returned test account by its return code %s', async (returnCode, accountNumber) => {
    const response = await debit({
      invoiceNumber: invoice(),
      amount: '20.00',
      paidWith: { accountNumber },
    });
    const transId = response.getTransactionResponse()!.getTransId();
    expect(response.getTransactionResponse()!.getResponseCode()).toBe('1');
    await twoDaysLater(async () => {
      const returned = (await transactionDetails(transId)).getTransaction()!;
      expect(returned.getTransactionStatus()).toBe('returnedItem');
      const [item] = returned.getReturnedItems()!.getReturnedItem();
      expect(item!.getCode()).toBe(returnCode);
    });
  });

  it('debits the customer profile a debit kept, with an amount given as a number', async () => {
    const first = await debit({
      invoiceNumber: invoice(),
      amount: '69.45',
      paidWith: { accountNumber: SANDBOX_BANK_ACCOUNTS.settles },
    });
    const kept = first.getProfileResponse()!;
    const customerProfileId = kept.getCustomerProfileId();
    const paymentProfileId = String(kept.getCustomerPaymentProfileIdList().getNumericString()[0]);

    const later = await debit({
      invoiceNumber: invoice(),
      amount: 34.5,
      paidWith: { customerProfileId, paymentProfileId },
    });
    expect(later.getMessages().getResultCode()).toBe(MessageTypeEnum.OK);
    const transaction = later.getTransactionResponse()!;
    expect(transaction.getResponseCode()).toBe('1');
    expect(transaction.getTransId()).not.toBe(first.getTransactionResponse()!.getTransId());
    expect(later.getProfileResponse()).toBeUndefined();

    const details = (await transactionDetails(transaction.getTransId())).getTransaction()!;
    expect(details.getSettleAmount()).toBe(34.5);
    expect(details.getProfile().getCustomerProfileId()).toBe(customerProfileId);
    expect(details.getProfile().getCustomerPaymentProfileId()).toBe(paymentProfileId);
    expect(details.getPayment().getBankAccount()!.getAccountNumber()).toBe('XXXX6789');
  });

  it('answers a repeat inside the duplicate window with reason 11 and the first transaction', async () => {
    const options = {
      invoiceNumber: invoice(),
      amount: '69.45',
      paidWith: { accountNumber: SANDBOX_BANK_ACCOUNTS.settles },
    };
    const first = await debit(options);
    const again = await debit(options);
    expect(again.getMessages().getResultCode()).toBe(MessageTypeEnum.ERROR);
    const repeat = again.getTransactionResponse()!;
    expect(repeat.getResponseCode()).toBe('3');
    expect(repeat.getErrors()!.getError()[0]!.getErrorCode()).toBe(DUPLICATE_REASON);
    expect(repeat.getTransId()).toBe(first.getTransactionResponse()!.getTransId());
  });

  it('lists a debit not yet settled, with its invoice number', async () => {
    const invoiceNumber = invoice();
    const started = await debit({
      invoiceNumber,
      amount: '69.45',
      paidWith: { accountNumber: SANDBOX_BANK_ACCOUNTS.settles },
    });
    const request = new APIContracts.GetUnsettledTransactionListRequest();
    request.setMerchantAuthentication(login());
    const response = await send(
      APIControllers.GetUnsettledTransactionListController,
      request,
      APIContracts.GetUnsettledTransactionListResponse,
    );
    expect(response.getMessages().getResultCode()).toBe(MessageTypeEnum.OK);
    const listed = response
      .getTransactions()!
      .getTransaction()
      .find((transaction) => transaction.getInvoiceNumber() === invoiceNumber);
    expect(listed?.getTransId()).toBe(started.getTransactionResponse()!.getTransId());
    expect(listed?.getTransactionStatus()).toBe('capturedPendingSettlement');
    expect(listed?.getAccountType()).toBe('eCheck');
    expect(listed?.getSettleAmount()).toBe(69.45);
  });

  it('starts its answers with a byte order mark, as Authorize.Net does', async () => {
    const answer = await fetch(`${server.baseUrl}${SANDBOX_AUTHORIZE_NET_PREFIX}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(new APIContracts.GetUnsettledTransactionListRequest().getJSON()),
    });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, '{'.charCodeAt(0)]);
  });

  it('refuses what Authorize.Net refuses, in the words the SDK reads', async () => {
    const wrongLogin = await debit({
      invoiceNumber: invoice(),
      amount: '69.45',
      paidWith: { accountNumber: SANDBOX_BANK_ACCOUNTS.settles },
      transactionKey: 'not-the-key',
    });
    expect(wrongLogin.getMessages().getResultCode()).toBe(MessageTypeEnum.ERROR);
    expect(wrongLogin.getMessages().getMessage()[0]!.getCode()).toBe('E00007');
    expect(wrongLogin.getTransactionResponse()).toBeUndefined();

    const badRouting = await debit({
      invoiceNumber: invoice(),
      amount: '69.45',
      paidWith: { accountNumber: SANDBOX_BANK_ACCOUNTS.settles, routingNumber: '1100' },
    });
    expect(badRouting.getTransactionResponse()!.getResponseCode()).toBe('3');
    expect(badRouting.getTransactionResponse()!.getErrors()!.getError()[0]!.getErrorCode()).toBe(
      '9',
    );

    const unknown = await transactionDetails('40000000001');
    expect(unknown.getMessages().getResultCode()).toBe(MessageTypeEnum.ERROR);
    expect(unknown.getMessages().getMessage()[0]!.getCode()).toBe('E00040');
    expect(unknown.getTransaction()).toBeUndefined();

    // A transaction id is a numericString in Authorize.Net's schema: anything else is invalid.
    const notAnId = await transactionDetails('ACH40000000001');
    expect(notAnId.getMessages().getResultCode()).toBe(MessageTypeEnum.ERROR);
    expect(notAnId.getMessages().getMessage()[0]!.getCode()).toBe('E00003');
  });
});
