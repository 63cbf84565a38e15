import { z } from 'zod';
import type { ValidationMessageId } from '../i18n/en';
import { FIELD_MAX_LENGTH, PASSWORD_LENGTH } from './field-lengths';
import { composedName, nameRuleInForce, personNameProblem, type NameRule } from './person-name';
import { normalizePhoneNumber } from './phone-number';

export { FIELD_MAX_LENGTH, PASSWORD_LENGTH } from './field-lengths';

// Field schemas of docs/product/validation.md. Messages are ids into the i18n resource (i18n/en.ts), never English.
// Every field is required; a form makes one optional with `.optional()` on its own. Only the first
// failing rule of a field is reported: an empty field says "required", not also "bad format".

const msg = (id: ValidationMessageId) => ({ error: id });
const first = (id: ValidationMessageId) => ({ error: id, abort: true });

const requiredString = () =>
  z.string(msg('validation.required')).min(1, first('validation.required'));

const tooLong = (max: number) => [max, first('validation.tooLong')] as const;

export const requiredSchema = z
  .string(msg('validation.required'))
  .trim()
  .min(1, first('validation.required'));

// The local part must be ASCII (docs/product/validation.md "no UTF-8 local part"); that case gets its own sentence.
const ASCII_ONLY = /^[\x20-\x7E]*$/;

export const emailSchema = z
  .string(msg('validation.required'))
  .trim()
  .min(1, first('validation.required'))
  .max(...tooLong(FIELD_MAX_LENGTH.email))
  .refine((v) => ASCII_ONLY.test(v.split('@')[0] ?? ''), first('validation.emailAscii'))
  .pipe(z.email(msg('validation.email')));

/** A person's name under the rule `rule` answers when checked (validation/person-name.ts), composed. */
export const personNameSchemaOf = (rule: () => NameRule) =>
  requiredString()
    .overwrite(composedName)
    .max(...tooLong(FIELD_MAX_LENGTH.personName))
    .superRefine((name, ctx) => {
      const problem = personNameProblem(name, rule());
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: name });
    });

/** A person's name under the rule of the tenant being served. */
export const personNameSchema = personNameSchemaOf(nameRuleInForce);

export const addressTextSchema = requiredString()
  .max(...tooLong(FIELD_MAX_LENGTH.addressText))
  .regex(/^[A-Za-z0-9,'. -]+$/, msg('validation.addressText'));

// docs/product/validation.md lists letters (any script: a student may write their own name), digits, whitespace, dashes,
// apostrophes, quotes and !?@#$%^()|/+ "plus some punctuation", which we read as . , : ; & * _.
// Angle brackets, braces and backslashes stay out. A form narrows the length to its own field's.
export const freeTextSchema = requiredString()
  .max(...tooLong(FIELD_MAX_LENGTH.freeText))
  .regex(/^[\p{L}\p{N}\s\-'"‘’“”!?@#$%^()|/+.,:;&*_]+$/u, msg('validation.freeText'));

export const passwordSchema = requiredString()
  .min(PASSWORD_LENGTH.min, first('validation.passwordLength'))
  .max(PASSWORD_LENGTH.max, first('validation.passwordLength'))
  .regex(/^[A-Za-z0-9!@#$%^&*]+$/, first('validation.passwordCharacters'))
  .regex(/[A-Z]/, first('validation.passwordUppercase'))
  .regex(/[a-z]/, first('validation.passwordLowercase'))
  .regex(/[0-9]/, first('validation.passwordDigit'))
  .regex(/[!@#$%^&*]/, first('validation.passwordSpecial'));

/** Ten digits typed any common way (`normalizePhoneNumber`), parsed into (###) ###-####. */
export const phoneSchema = requiredString()
  .refine((v) => normalizePhoneNumber(v) !== undefined, msg('validation.phone'))
  .overwrite((v) => normalizePhoneNumber(v) ?? v);

export const approvalCodeSchema = requiredString().regex(
  /^[A-Za-z0-9]{8}-\d{1,9}$/,
  msg('validation.approvalCode'),
);

export const explanationSchema = requiredString()
  .max(...tooLong(FIELD_MAX_LENGTH.explanation))
  .regex(/^[A-Za-z]+$/, msg('validation.explanation'));

const MONTH_YEAR = /^(0[1-9]|1[0-2])\/(\d{4})$/;

// Months are counted in UTC so that the browser and the server (TZ=UTC) agree on "this month".
function monthIndex(value: string): number {
  const [, month, year] = MONTH_YEAR.exec(value) ?? [];
  return Number(year) * 12 + Number(month) - 1;
}

function currentMonthIndex(now: Date): number {
  return now.getUTCFullYear() * 12 + now.getUTCMonth();
}

function monthYearSchema(now: Date, format: ValidationMessageId, past: ValidationMessageId) {
  return requiredString()
    .regex(MONTH_YEAR, first(format))
    .refine((v) => monthIndex(v) >= currentMonthIndex(now), msg(past));
}

/** MM/YYYY, not before the month of `now` (docs/product/validation.md "Target date"). */
export function targetDateSchema(now: Date) {
  return monthYearSchema(now, 'validation.targetDateFormat', 'validation.targetDatePast');
}

/** MM/YYYY, month then four-digit year, not before the month of `now` (docs/product/validation.md "Card expiry"). */
export function cardExpirySchema(now: Date) {
  return monthYearSchema(now, 'validation.cardExpiryFormat', 'validation.cardExpired');
}

/**
 * Digits whose count, spaces removed, is one of `lengths` (the card type's sizes). The parsed
 * value has the spaces stripped, ready to send (docs/product/entities.md "creditCardNumber (spaces removed)").
 */
export function cardNumberSchema(lengths: readonly number[]) {
  return requiredString()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => /^\d+$/.test(v) && lengths.includes(v.length), msg('validation.cardNumber'));
}

/** Digits whose count is one of `lengths` (3, or 4 for American Express). */
export function securityCodeSchema(lengths: readonly number[]) {
  return requiredString().refine(
    (v) => /^\d+$/.test(v) && lengths.includes(v.length),
    msg('validation.securityCode'),
  );
}
