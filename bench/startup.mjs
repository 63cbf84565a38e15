import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from './portal-process.mjs';

const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(script, env) {
  const process = await startProcess(script, env);
  await process.stop();
  return process.elapsed;
}

export async function measureStartup() {
  const reference = [];
  const cold = [];
  const warm = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
    reference.push(await timed('bench/bare-fastify.mjs', {}));
    cold.push(await timed('apps/server/dist/main.js', { DATA_DIR: dataDir }));
    warm.push(await timed('apps/server/dist/main.js', { DATA_DIR: dataDir }));
    await rm(dataDir, { recursive: true, force: true });
  }
  const { readdirSync } = await import('node:fs');
  const tenants = readdirSync(new URL('../tenants', import.meta.url), {
    withFileTypes: true,
  }).filter((entry) => entry.isDirectory()).length;
  return {
    runs: RUNS,
    reference: median(reference),
    cold: median(cold),
    warm: median(warm),
    tenants,
  };
}
