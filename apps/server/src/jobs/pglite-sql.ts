import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's SQL on PGlite. Parameterised statements go to `query`. Text without parameters may be
 * several statements, some with their own BEGIN/COMMIT: it runs inside a PGlite transaction, so
 * that a failure is rolled back at once instead of leaving the one connection every request
 * shares in an aborted transaction (the inner BEGIN and COMMIT only draw warnings).
 */
export function pgliteSql(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.transaction((tx) => tx.exec(text));
      return { rows: results.findLast((result) => result.fields.length > 0)?.rows ?? [] };
    },
  };
}
