// Authorize.Net's Node SDK ships no types: the part of it sandbox-authorize-net-sdk.test.ts drives.
// A response's getters answer undefined for an element the answer did not hold.
declare module 'authorizenet' {
  export namespace APIContracts {
    const TransactionTypeEnum: { readonly AUTHCAPTURETRANSACTION: 'authCaptureTransaction' };
    const BankAccountTypeEnum: { readonly CHECKING: 'checking' };
    const EcheckTypeEnum: { readonly WEB: 'WEB' };
    const CustomerTypeEnum: { readonly INDIVIDUAL: 'individual' };
    const MessageTypeEnum: { readonly OK: 'Ok'; readonly ERROR: 'Error' };

    class MerchantAuthenticationType {
      setName(name: string): void;
      setTransactionKey(key: string): void;
    }
    class BankAccountType {
      setAccountType(type: string): void;
      setRoutingNumber(routingNumber: string): void;
      setAccountNumber(accountNumber: string): void;
      setNameOnAccount(name: string): void;
      setEcheckType(type: string): void;
    }
    class PaymentType {
      setBankAccount(account: BankAccountType): void;
    }
    class PaymentProfile {
      setPaymentProfileId(id: string): void;
    }
    class CustomerProfilePaymentType {
      setCreateProfile(create: boolean): void;
      setCustomerProfileId(id: string): void;
      setPaymentProfile(profile: PaymentProfile): void;
    }
    class OrderType {
      setInvoiceNumber(invoiceNumber: string): void;
    }
    class CustomerDataType {
      setType(type: string): void;
      setId(id: string): void;
    }
    class SettingType {
      setSettingName(name: string): void;
      setSettingValue(value: string): void;
    }
    class ArrayOfSetting {
      setSetting(settings: SettingType[]): void;
    }
    class TransactionRequestType {
      setTransactionType(type: string): void;
      setAmount(amount: string | number): void;
      setPayment(payment: PaymentType): void;
      setProfile(profile: CustomerProfilePaymentType): void;
      setOrder(order: OrderType): void;
      setCustomer(customer: CustomerDataType): void;
      setTransactionSettings(settings: ArrayOfSetting): void;
    }

    /** A request, built with its setters and sent as its JSON. */
    class ANetApiRequest {
      setMerchantAuthentication(authentication: MerchantAuthenticationType): void;
      setRefId(refId: string): void;
      getJSON(): object;
    }
    class CreateTransactionRequest extends ANetApiRequest {
      setTransactionRequest(request: TransactionRequestType): void;
    }
    class GetTransactionDetailsRequest extends ANetApiRequest {
      setTransId(transId: string): void;
    }
    class GetUnsettledTransactionListRequest extends ANetApiRequest {}

    interface MessagesType {
      getResultCode(): string;
      getMessage(): { getCode(): string; getText(): string }[];
    }
    /** The SDK's list of numericString: String objects. */
    interface ArrayOfNumericString {
      getNumericString(): { toString(): string }[];
    }
    interface TransactionResponse {
      getResponseCode(): string;
      getTransId(): string;
      getAccountNumber(): string | undefined;
      getAccountType(): string | undefined;
      getMessages():
        { getMessage(): { getCode(): string; getDescription(): string }[] } | undefined;
      getErrors(): { getError(): { getErrorCode(): string; getErrorText(): string }[] } | undefined;
    }
    interface CreateProfileResponse {
      getMessages(): MessagesType;
      getCustomerProfileId(): string;
      getCustomerPaymentProfileIdList(): ArrayOfNumericString;
    }
    interface TransactionDetailsType {
      getTransId(): string;
      getTransactionType(): string;
      getTransactionStatus(): string;
      getSettleAmount(): number;
      getOrder(): { getInvoiceNumber(): string };
      getPayment(): {
        getBankAccount(): { getAccountNumber(): string; getEcheckType(): string } | undefined;
      };
      getProfile(): { getCustomerProfileId(): string; getCustomerPaymentProfileId(): string };
      getReturnedItems():
        { getReturnedItem(): { getCode(): string; getDescription(): string }[] } | undefined;
    }
    interface TransactionSummaryType {
      getTransId(): string;
      getTransactionStatus(): string;
      getInvoiceNumber(): string | undefined;
      getAccountType(): string | undefined;
      getSettleAmount(): number;
    }

    /** A response, read from the answer's JSON as the SDK reads Authorize.Net's. */
    class ANetApiResponse {
      constructor(answer: unknown);
      getRefId(): string | undefined;
      getMessages(): MessagesType;
    }
    class CreateTransactionResponse extends ANetApiResponse {
      getTransactionResponse(): TransactionResponse | undefined;
      getProfileResponse(): CreateProfileResponse | undefined;
    }
    class GetTransactionDetailsResponse extends ANetApiResponse {
      getTransaction(): TransactionDetailsType | undefined;
    }
    class GetUnsettledTransactionListResponse extends ANetApiResponse {
      getTransactions(): { getTransaction(): TransactionSummaryType[] } | undefined;
    }
  }

  export namespace APIControllers {
    /** Posts a request's JSON to the environment's URL; `execute` calls back once answered. */
    class APIOperationBase {
      constructor(request: object);
      setEnvironment(url: string): void;
      execute(callback: () => void): void;
      getResponse(): unknown;
      getError(): unknown;
    }
    class CreateTransactionController extends APIOperationBase {}
    class GetTransactionDetailsController extends APIOperationBase {}
    class GetUnsettledTransactionListController extends APIOperationBase {}
  }

  const sdk: { APIContracts: typeof APIContracts; APIControllers: typeof APIControllers };
  export default sdk;
}
