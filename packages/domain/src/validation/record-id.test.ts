import { describe, expect, it } from 'vitest';
import { asRecordId, MAX_RECORD_ID, recordIdParamSchema, recordIdSchema } from './record-id';

describe('record ids', () => {
  it.each([1, 42, MAX_RECORD_ID])('takes %d', (id) => {
    expect(recordIdSchema.parse(id)).toBe(id);
    expect(recordIdParamSchema.parse(String(id))).toBe(id);
  });

  it.each([0, -1, 1.5, MAX_RECORD_ID + 1, 2 ** 53])('refuses %d with a message id', (id) => {
    const result = recordIdSchema.safeParse(id);
    expect(result.error?.issues[0]?.message).toBe('validation.invalid');
    expect(recordIdParamSchema.safeParse(String(id)).success).toBe(false);
  });

  it.each(['abc', '', '1e3x', '99999999999999999999'])('refuses the text %j', (text) => {
    expect(recordIdParamSchema.safeParse(text).success).toBe(false);
  });
});

describe('asRecordId', () => {
  it.each([
    ['12', 12],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
    [String(MAX_RECORD_ID + 1), undefined],
    ['0', undefined],
    ['fhsu', undefined],
    ['12a', undefined],
  ])('reads %j as %j', (text, id) => {
    expect(asRecordId(text)).toBe(id);
  });
});
