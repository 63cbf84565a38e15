import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors/error-catalogue';
import { ERROR_CODES } from '../errors/error-code';
import { en } from './en';

describe('en resource', () => {
  it('has the required sentence of SPEC §5', () => {
    expect(en.validation.required).toBe('This field is required');
  });

  it.each(ERROR_CODES)('words %s as the catalogue does', (code) => {
    expect(en.errors[code]).toBe(ERROR_CATALOGUE[code].message);
  });

  it('holds the coursework feedback', () => {
    expect(en.coursework.activity.NOT_STARTED).toBe('Ready to Start');
    expect(en.coursework.grade.COMPLETE).toBe('Course Complete!');
  });
});
