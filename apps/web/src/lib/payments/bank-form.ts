import { z } from 'zod';
import {
  achPaymentRequestSchema,
  achTokenRequestSchema,
  type AchPaymentRequest,
  type AchRecurringRequest,
  type AchTokenRequest,
} from '@portal/domain/ledger/bank-transfer';
import { DEFAULT_COUNTRY } from '@portal/domain/user/address-type';

/** The inputs of the bank-details form, as typed. The country is the US, not asked. */
export interface BankFormValues {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
  routingNumber: string;
  accountNumber: string;
}

export const EMPTY_BANK_FORM: BankFormValues = {
  firstName: '',
  lastName: '',
  address1: '',
  city: '',
  state: '',
  zipCode: '',
  routingNumber: '',
  accountNumber: '',
};

/** Cleared after a refused payment: everything else stays as typed. */
export const SECRET_BANK_FIELDS = ['accountNumber'] as const;

const token = achTokenRequestSchema.shape;
const account = achPaymentRequestSchema.shape;

/**
 * The form's rules are the server's (docs/product/entities.md tokenised payment and ACH data): the billing fields
 * of the token request, the routing number's checksum and a 4 to 17 digit account number.
 */
export const bankFormSchema = z.object({
  firstName: token.billToFirstName,
  lastName: token.billToLastName,
  address1: token.billToStreet,
  city: token.billToCity,
  state: token.billToState,
  zipCode: token.billToZip,
  routingNumber: account.routingNumber,
  accountNumber: account.accountNumber,
});

/**
 * The account alone, for a payment that asks no billing address (a debt paid by bank transfer,
 * which debits a checking account on the holder's authorisation): the address fields stay empty.
 */
export const bankAccountFormSchema = bankFormSchema.extend({
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

/** POST /ledger-api/payment/token/ach: the billing data, for the order `objectId`. */
export function bankTokenPayload(
  values: BankFormValues,
  orderId: string,
  promoCode: string,
): AchTokenRequest {
  return {
    objectId: orderId,
    ...(promoCode ? { promoCode } : {}),
    billToFirstName: values.firstName.trim(),
    billToLastName: values.lastName.trim(),
    billToStreet: values.address1.trim(),
    billToCity: values.city.trim(),
    billToState: values.state.trim(),
    billToZip: values.zipCode.trim(),
    billToCountry: DEFAULT_COUNTRY,
  };
}

/** POST /ledger-api/paymentAsync/{secureTokenId}: the account, a checking one debited once (WEB). */
export function bankAccountPayload(values: BankFormValues): AchPaymentRequest {
  return {
    routingNumber: values.routingNumber.trim(),
    accountNumber: values.accountNumber.trim(),
    accountType: 'CHECKING',
    authorizationType: 'WEB',
    transactionType: 'SALE',
  };
}

/** PUT /ledger-api/orders/debt's `bankAccount`: the account and the name of its holder. */
export function bankAccountWithHolder(values: BankFormValues): AchRecurringRequest {
  return {
    ...bankAccountPayload(values),
    holderName: `${values.firstName.trim()} ${values.lastName.trim()}`,
  };
}

/** Where the server's field names (token request, then account) show up in the form. */
export const BANK_FIELD_OF: Record<string, keyof BankFormValues> = {
  billToFirstName: 'firstName',
  billToLastName: 'lastName',
  holderName: 'lastName',
  billToStreet: 'address1',
  billToCity: 'city',
  billToState: 'state',
  billToZip: 'zipCode',
  routingNumber: 'routingNumber',
  accountNumber: 'accountNumber',
};
