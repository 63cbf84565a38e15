// A database of its own on the PostgreSQL server of DATABASE_URL, for one measurement.
import pg from 'pg';

/** Runs `use` against a database of its own on the server of `serverUrl`, dropped afterwards. */
export async function withScratchDatabase(serverUrl, use) {
  const name = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
