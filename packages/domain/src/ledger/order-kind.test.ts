import { describe, expect, it } from 'vitest';
import { orderKind } from './order-kind';

describe('orderKind (docs/product/entities.md)', () => {
  it.each([
    ['no items', [], 'ENROLLMENT_PLAN'],
    ['items without specs', [{}], 'ENROLLMENT_PLAN'],
    ['null specs', [{ orderItemSpecs: null }], 'ENROLLMENT_PLAN'],
    ['a course spec', [{ orderItemSpecs: [{ type: 'COURSE' }] }], 'ENROLLMENT_PLAN'],
    [
      'a challenge-exam spec',
      [{ orderItemSpecs: [{ type: 'COURSE' }, { type: 'CHALLENGE_EXAM' }] }],
      'CHALLENGE_EXAM',
    ],
    [
      'on the second item',
      [{}, { orderItemSpecs: [{ type: 'CHALLENGE_EXAM' }] }],
      'CHALLENGE_EXAM',
    ],
  ] as const)('%s', (_name, orderItems, expected) => {
    expect(orderKind({ orderItems })).toBe(expected);
  });
});
