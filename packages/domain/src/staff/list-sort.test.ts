import { describe, expect, it } from 'vitest';
import { supportInboxQuerySchema } from '../support/support-conversation';
import { auditSearchQuerySchema } from './audit-log';
import { registrarQueueQuerySchema, transcriptQueueQuerySchema } from './registrar-queues';
import { studentSearchQuerySchema } from './student-lookup';

// Each list's request schema takes its own columns, either way, and refuses any other by name.
const LISTS = [
  [
    'student search',
    studentSearchQuerySchema,
    { q: 'ada' },
    ['name', 'email', 'tenant'],
    'name',
    'asc',
  ],
  [
    'support inbox',
    supportInboxQuerySchema,
    {},
    ['createdAt', 'lastMessageAt'],
    'createdAt',
    'asc',
  ],
  ['registrar queue', registrarQueueQuerySchema, {}, ['waited', 'tenant'], 'waited', 'desc'],
  ['transcript queue', transcriptQueueQuerySchema, {}, ['waited', 'tenant'], 'waited', 'desc'],
  ['audit log', auditSearchQuerySchema, {}, ['at'], 'at', 'desc'],
] as const;

describe.each(LISTS)('%s', (_, schema, base, columns, defaultSort, defaultDir) => {
  it('sorts by its default when asked nothing', () => {
    expect(schema.parse(base)).toMatchObject({ sort: defaultSort, dir: defaultDir });
  });

  it.each(columns.flatMap((sort) => ['asc', 'desc'].map((dir) => [sort, dir])))(
    'takes %s %s',
    (sort, dir) => {
      expect(schema.parse({ ...base, sort, dir })).toMatchObject({ sort, dir });
    },
  );

  it.each(['', 'id', 'password_hash', 'name; drop table users', 'NAME'])(
    'refuses the column %j on sort',
    (sort) => {
      const result = schema.safeParse({ ...base, sort });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toMatchObject([
        { path: ['sort'], message: 'validation.sortColumn' },
      ]);
    },
  );

  it.each(['up', 'ASC', ''])('refuses the direction %j on dir', (dir) => {
    const result = schema.safeParse({ ...base, dir });
    expect(result.error?.issues).toMatchObject([{ path: ['dir'], message: 'validation.invalid' }]);
  });
});
