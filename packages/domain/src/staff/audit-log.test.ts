import { describe, expect, it } from 'vitest';
import { auditFilterInstant, auditSearchQuerySchema } from './audit-log';

describe('auditFilterInstant', () => {
  it.each([
    ['2026-11-28T10:00', '2026-11-28T10:00:00.000Z'],
    ['2026-11-28T10:00:30', '2026-11-28T10:00:30.000Z'],
    ['2026-11-28T10:00:30.5Z', '2026-11-28T10:00:30.500Z'],
    ['2026-11-28T10:00+01:00', '2026-11-28T09:00:00.000Z'],
    ['2028-02-29T00:00', '2028-02-29T00:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(auditFilterInstant(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '',
    'yesterday',
    '2026-11-28',
    '2026-02-30T10:00',
    '2026-11-28T24:00',
    '2026-13-01T00:00',
  ])('refuses %j', (text) => {
    expect(auditFilterInstant(text)).toBeUndefined();
  });
});

describe('auditSearchQuerySchema', () => {
  const issues = (query: Record<string, string>) => {
    const parsed = auditSearchQuerySchema.safeParse(query);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  };

  it.each([
    [{}, []],
    [{ action: '', tenant: '', q: '' }, []],
    [{ action: 'student.viewed', subjectKind: 'student', subjectId: 'x' }, []],
    [{ action: 'Student.Viewed' }, ['action validation.invalid']],
    [{ subjectId: 'x' }, ['subjectKind validation.required']],
    [{ from: '2026-01-02T00:00', to: '2026-01-02T00:00' }, ['to validation.invalid']],
    [{ before: '0' }, ['before validation.invalid']],
  ])('%j', (query, expected) => {
    expect(issues(query)).toEqual(expected);
  });
});
