import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { leadSchema, loginSchema, registrationSchema, supportRequestSchema } from './forms';

describe('registrationSchema', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'Secret1!x',
  };
  it.each([
    ['a valid registration', valid, []],
    ['a weak password', { ...valid, password: 'secret' }, ['password']],
    ['a bad name and email', { ...valid, firstName: '9', email: 'ada' }, ['firstName', 'email']],
    ['missing fields', {}, ['firstName', 'lastName', 'email', 'password']],
  ])('%s', (_name, input, invalidFields) => {
    const result = registrationSchema.safeParse(input);
    expect(result.error?.issues.map((i) => i.path[0]) ?? []).toEqual(invalidFields);
  });
});

describe('loginSchema', () => {
  it.each([
    [
      'any non-empty password, policy not applied',
      { username: 'ada@example.com', password: 'x' },
      null,
    ],
    ['empty password', { username: 'ada@example.com', password: '' }, 'validation.required'],
    ['username not an email', { username: 'ada', password: 'x' }, 'validation.email'],
  ])('%s', (_name, input, message) => {
    const result = loginSchema.safeParse(input);
    expect(result.error?.issues[0]?.message ?? null).toBe(message);
  });
});

const english = (id: string) =>
  id.split('.').reduce<unknown>((node, key) => (node as never)[key], en);
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [i.path.join('.'), english(i.message)]),
  );

describe('leadSchema (request info)', () => {
  const valid = { firstName: 'Ana', lastName: "O'Neil", email: 'ana@example.com' };

  it('accepts the required fields alone and treats empty optional inputs as absent', () => {
    const parsed = leadSchema.parse({ ...valid, phone: '', programInterest: '', message: '' });
    expect(parsed).toEqual({
      ...valid,
      leadType: 'INFO_REQUEST',
      phone: undefined,
      programInterest: undefined,
      message: undefined,
    });
  });

  it.each([
    ['firstName', '', 'This field is required'],
    [
      'firstName',
      '1Ana',
      'Must start with a letter and use only English letters, commas, apostrophes, periods, spaces and dashes',
    ],
    ['email', 'not-an-email', 'Please enter a valid email.'],
    ['email', 'jösé@example.com', 'The email field must be a valid email.'],
    ['phone', '555-1234', 'The phone number must contain 10 digits'],
    ['message', 'x'.repeat(2001), 'This text is too long'],
    ['message', '<script>', 'This field contains characters that are not allowed'],
    ['leadType', 'SPAM', undefined],
  ])('%s = %j is refused', (field, value, message) => {
    const result = leadSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (message) expect(messagesOf(result)[field]).toBe(message);
  });
});

describe('supportRequestSchema', () => {
  it('needs a topic, a subject and a message', () => {
    const result = supportRequestSchema.safeParse({ topic: '', subject: '', message: '' });
    expect(messagesOf(result)).toEqual({
      topic: 'This field is required',
      subject: 'This field is required',
      message: 'This field is required',
    });
  });

  it('accepts a plain request', () => {
    const request = {
      topic: 'billing',
      subject: 'Invoice for May',
      message: 'Could you resend it? Thanks!',
    };
    expect(supportRequestSchema.parse(request)).toEqual(request);
  });
});
