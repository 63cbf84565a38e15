import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { describeApiError } from './api-error-body';

// A stand-in for i18next's t over the English resource.
function t(key: string): string {
  const [namespace, id] = key.split('.') as [keyof typeof en, string];
  const table = en[namespace] as Record<string, unknown> | undefined;
  const value = table?.[id];
  return typeof value === 'string' ? value : key;
}

describe('describeApiError (docs/product/error-catalogue.md "Display")', () => {
  it.each<[string, unknown, string, string[]]>([
    [
      'a global error',
      { global: [{ code: 'ORDER_NOT_FOUND', message: 'x' }] },
      'Not Found',
      ['Order not found'],
    ],
    [
      'two global errors',
      {
        global: [
          { code: 'SAME_PASSWORD', message: '' },
          { code: 'INVALID_PASSWORD', message: '' },
        ],
      },
      'Bad Request',
      ['Same password', 'Invalid password'],
    ],
    [
      'a per-course error',
      { courses: [{ code: 'ALREADY_ENROLLED', message: '', courseName: 'Intro to Business' }] },
      'Conflict',
      ['You are already enrolled in the selected course Intro to Business'],
    ],
    [
      'a field error with a validation id',
      { fields: [{ field: 'email', code: 'validation.email', message: '' }] },
      'Bad Request',
      ['Please enter a valid email.'],
    ],
    [
      'an unknown code',
      { global: [{ code: 'WHAT', message: 'x' }] },
      'Bad Request',
      ['Internal server error'],
    ],
    [
      'empty lists',
      { global: [], courses: [] },
      'Bad Request',
      ['Something went wrong. Please, contact support'],
    ],
    ['an empty object', {}, 'Bad Request', ['Something went wrong. Please, contact support']],
    ['an empty array', [], 'Bad Request', ['Something went wrong. Please, contact support']],
    [
      'a JSON string body',
      JSON.stringify({ global: [{ code: 'NOT_FOUND', message: '' }] }),
      'Not Found',
      ['Not found'],
    ],
    ['a non-JSON string', '<html>Bad gateway</html>', 'Bad Gateway', ['Bad Gateway']],
    ['a non-JSON string without status text', 'oops', '', ['Internal server error']],
    ['no body', undefined, 'Service Unavailable', ['Service Unavailable']],
    ['a body of another shape', { global: 'nope' }, 'Bad Request', ['Internal server error']],
  ])('%s', (_name, body, statusText, expected) => {
    expect(describeApiError(body, 400, statusText, t)).toEqual(expected);
  });
});
