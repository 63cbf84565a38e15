import { describe, expect, it } from 'vitest';
import { loginSchema, registrationSchema } from './forms';

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
