import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

/** An error as node-postgres or Node's sockets make it: a message and a code. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

// docs/operations.md "When PostgreSQL goes away": what is answered 503 SERVICE_UNAVAILABLE.
describe('a database that could not be reached', () => {
  it.each([
    ['a refused connection', failure('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED')],
    ['a reset, inside a query', failedQuery(failure('read ECONNRESET', 'ECONNRESET'))],
    ['the server ending it', failedQuery(failure('Connection terminated unexpectedly'))],
    ['an administrator ending it', failedQuery(failure('terminating connection', '57P01'))],
    ['a server starting up', failure('the database system is starting up', '57P03')],
    ['no answer in time', failure('Connection terminated due to connection timeout')],
    ['no free connection in time', failure('timeout exceeded when trying to connect')],
    [
      'a connection already broken',
      failedQuery(failure('Client has encountered a connection error and is not queryable')),
    ],
  ])('is %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(failure('duplicate key value', '23505'))],
    ['a deadlock', failedQuery(failure('deadlock detected', '40P01'))],
    [
      "another peer's refused connection",
      new TypeError('fetch failed', { cause: failure('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
  ])('is not %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
