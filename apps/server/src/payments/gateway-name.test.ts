import { describe, expect, it } from 'vitest';
import { asciiName } from './gateway-name';

// docs/payment-gateways.md "Names": what a gateway that takes English letters only is sent.
describe('a name for a gateway that takes English letters only', () => {
  it('writes every script in Latin letters, keeping the marks a name may hold', async () => {
    expect(
      await Promise.all(
        ['José Nguyễn', 'Müller-Lüdenscheid', 'O’Brien', 'St. John', '李小龍', 'Дмитрий'].map((n) =>
          asciiName(n, 60),
        ),
      ),
    ).toEqual([
      'Jose Nguyen',
      'Muller-Ludenscheid',
      "O'Brien",
      'St. John',
      'Li Xiao Long',
      'Dmitriy',
    ]);
  });

  it("cuts it to the field's length without a trailing space", async () => {
    expect(await asciiName('Ngũgĩ wa Thiong’o', 9)).toBe('Ngugi wa');
    expect(await asciiName('Mary', 22)).toBe('Mary');
  });
});
