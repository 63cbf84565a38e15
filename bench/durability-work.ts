// One measurement for the durability section: commits per second on a fresh PGlite store on disk,
// either as PGlite ships (fsync off) or as the portal opens it (durable). Prints JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDurablePGlite } from '../apps/server/src/db/durable-pglite';

const [mode, commitsArg] = process.argv.slice(2);
const commits = Number(commitsArg);
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-durability-'));
try {
  const client = mode === 'durable' ? await openDurablePGlite(dataDir) : new PGlite(dataDir);
  await client.waitReady;
  await client.exec('CREATE TABLE payments (id serial PRIMARY KEY, amount integer NOT NULL)');
  const started = process.hrtime.bigint();
  for (let i = 0; i < commits; i++) {
    await client.query('INSERT INTO payments (amount) VALUES ($1)', [i]);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await client.close();
  console.log(JSON.stringify({ mode, commits, perSecond: commits / seconds }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
