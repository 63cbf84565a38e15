import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListSort } from '@portal/domain/staff/list-sort';
import type { StaffScope } from '@portal/domain/staff/staff-roles';
import type { StudentSearchSort, StudentSearchTerms } from '@portal/domain/staff/student-lookup';
import type { Executor } from '../../db/database';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './user-tables';

/** A LIKE pattern matching text that starts with `prefix`, its wildcards taken literally. */
const startsWith = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A name whose key starts with the key of `prefix`: both lower case with their accents dropped by
 * the database's `name_key` (migration 0059), so "jose" finds "José" and "JOSÉ" finds "Jose",
 * the same on PGlite and PostgreSQL whatever their locale (docs/names.md "Finding a name").
 */
const nameStartsWith = (column: AnyPgColumn, prefix: string) =>
  sql`name_key(${column}) like name_key(${startsWith(prefix)})`;

// Each branch is served by an index: name_key(...) (migration 0059) and lower(e-mail) (0023)
// text_pattern_ops for the prefixes, GIN on the phone numbers, the primary key for ids.
function matching(terms: StudentSearchTerms): SQL | undefined {
  switch (terms.kind) {
    case 'email':
      return sql`lower(${users.email}) like ${startsWith(terms.prefix)}`;
    case 'phone':
      return sql`${users.phoneNumbers} @> ${JSON.stringify([terms.number])}::jsonb`;
    case 'ids':
      return inArray(users.id, terms.ids);
    case 'name': {
      const first = nameStartsWith(users.firstName, terms.words[0]!);
      if (terms.words.length === 1) {
        return or(
          first,
          nameStartsWith(users.lastName, terms.words[0]!),
          sql`lower(${users.email}) like ${startsWith(terms.words[0]!)}`,
        );
      }
      return and(first, nameStartsWith(users.lastName, terms.words.slice(1).join(' ')));
    }
  }
}

/**
 * The order of each sort, ending on the id so pages never overlap. The matching rows are few
 * (the filters are served by indexes and deep pages are refused), so they are sorted as found.
 */
const SEARCH_ORDER: Record<StudentSearchSort, SQL[]> = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  tenant: [sql`${users.tenantId}`, sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
};

const withinScope = (scope: StaffScope) =>
  scope.kind === 'all_tenants' ? undefined : inArray(users.tenantId, scope.tenantIds);

const summary = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  tenantId: users.tenantId,
};

const student = {
  ...summary,
  phoneNumbers: users.phoneNumbers,
  createdAt: users.createdAt,
  /** The language saved on the account, which a staff action's mail is written in (null: none). */
  language: users.language,
};

/** Students as the staff console finds them: only ever within the member's scope. */
export const studentDirectoryQueries = {
  /** One page in the asked order (by name, e-mail or tenant, either way), then id. */
  search(
    db: Executor,
    scope: StaffScope,
    terms: StudentSearchTerms,
    page: { sort: ListSort<StudentSearchSort>; limit: number; offset: number },
  ) {
    const direction = page.sort.dir === 'asc' ? asc : desc;
    return db
      .select(summary)
      .from(users)
      .where(and(withinScope(scope), matching(terms)))
      .orderBy(...SEARCH_ORDER[page.sort.sort].map((key) => direction(key)), direction(users.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  async student(db: Executor, scope: StaffScope, id: string) {
    const [row] = await db
      .select(student)
      .from(users)
      .where(and(withinScope(scope), eq(users.id, id)));
    return row;
  },

  /**
   * The same, with the student's row locked until the transaction ends, so two staff acting on
   * one student take turns (`no key update`: rows that refer to the student are still written).
   */
  async lockStudent(db: Executor, scope: StaffScope, id: string) {
    const [row] = await db
      .select(student)
      .from(users)
      .where(and(withinScope(scope), eq(users.id, id)))
      .for('no key update');
    return row;
  },
};
