import { describe, expect, it } from 'vitest';
import { decodeNameValuePairs, encodeNameValuePairs } from './name-value-pairs';

describe("Payflow's name-value pairs", () => {
  it.each([
    ['plain values', { TRXTYPE: 'S', AMT: '69.45' }, 'TRXTYPE=S&AMT=69.45'],
    ['a value with &', { BILLTOSTREET: '1 Main & 2nd' }, 'BILLTOSTREET[12]=1 Main & 2nd'],
    ['a value with =', { PWD: 'a=b' }, 'PWD[3]=a=b'],
    ['an empty value', { COMMENT1: '' }, 'COMMENT1='],
    ['spaces and accents', { BILLTOFIRSTNAME: 'José María' }, 'BILLTOFIRSTNAME=José María'],
    ['an accent in a tagged value', { BILLTOLASTNAME: 'Ñú&=' }, 'BILLTOLASTNAME[4]=Ñú&='],
  ])('writes and reads back %s', (_case, pairs, text) => {
    expect(encodeNameValuePairs(pairs)).toBe(text);
    expect(decodeNameValuePairs(text)).toEqual(pairs);
  });

  it('reads a length tag the writer did not need, and a value ending the string', () => {
    expect(decodeNameValuePairs('RESPMSG[8]=Approved&RESULT=0')).toEqual({
      RESPMSG: 'Approved',
      RESULT: '0',
    });
  });

  it.each([
    ['a pair without a name', '=1'],
    ['a name without a value', 'RESULT'],
    ['a tag that is not a number', 'PWD[x]=a'],
    ['an empty tag', 'PWD[]=a'],
    ['a value shorter than its tag', 'PWD[9]=abc'],
    ['a value longer than its tag', 'PWD[2]=abc&RESULT=0'],
  ])('refuses %s without quoting the value', (_case, text) => {
    expect(() => decodeNameValuePairs(text)).toThrow(/malformed name-value pairs/);
    try {
      decodeNameValuePairs(text);
    } catch (error) {
      expect((error as Error).message).not.toMatch(/abc/);
    }
  });
});
