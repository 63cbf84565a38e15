import { describe, expect, it } from 'vitest';
import { foldAccessCode, prepaidTokenValidationRequestSchema } from './prepaid-token';

describe('access codes in any letter case (docs/product/validation.md prepaid token)', () => {
  it.each([
    ['NOC-HCAC-DEMO0001', 'NOC-HCAC-DEMO0001'],
    ['noc-hcac-demo0001', 'NOC-HCAC-DEMO0001'],
    ['Noc-Hcac-Demo0001', 'NOC-HCAC-DEMO0001'],
    ['  noc-hcac-demo0001 ', 'NOC-HCAC-DEMO0001'],
  ])('%j folds to %s', (typed, folded) => {
    expect(foldAccessCode(typed)).toBe(folded);
  });

  it('the validation request carries the folded code', () => {
    expect(
      prepaidTokenValidationRequestSchema.parse({
        token: ' noc-hcac-demo0001',
        degreeProgramId: 3,
      }),
    ).toEqual({ token: 'NOC-HCAC-DEMO0001', degreeProgramId: 3 });
  });
});
