import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './card-brand';

describe('detectCardBrand (IIN ranges of docs/product/entities.md card types)', () => {
  it.each([
    ['4111111111111111', 'VISA'],
    ['4', 'VISA'],
    ['4111 1111 1111 1111', 'VISA'],
    ['5105105105105100', 'MASTERCARD'],
    ['51', 'MASTERCARD'],
    ['55', 'MASTERCARD'],
    ['5555555555554444', 'MASTERCARD'],
    ['2221000000000009', 'MASTERCARD'],
    ['2720990000000007', 'MASTERCARD'],
    ['6011111111111117', 'DISCOVER'],
    ['6440000000000000', 'DISCOVER'],
    ['6490000000000000', 'DISCOVER'],
    ['6500000000000002', 'DISCOVER'],
    ['340000000000009', 'AMERICAN_EXPRESS'],
    ['378282246310005', 'AMERICAN_EXPRESS'],
    ['3782-822463-10005', 'AMERICAN_EXPRESS'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ['', 'nothing typed'],
    ['5', 'too short to tell MasterCard from other fives'],
    ['50', 'below MasterCard 51-55'],
    ['56', 'above MasterCard 51-55'],
    ['2220999999999999', 'just below MasterCard 2221'],
    ['2721000000000000', 'just above MasterCard 2720'],
    ['6010000000000000', 'beside Discover 6011'],
    ['6430000000000000', 'just below Discover 644'],
    ['6600000000000000', 'beyond Discover 65'],
    ['35', 'JCB, not accepted'],
    ['36', 'Diners, not accepted'],
    ['38', 'neither 34 nor 37'],
    ['4x11', 'not digits'],
  ])('%s has no brand (%s)', (number) => {
    expect(detectCardBrand(number)).toBeUndefined();
  });
});
