// Password recovery (docs/password-recovery.md): the answer to a registered and to an unknown address, timed in
// turns against the same portal, so the two can be compared in the same run. The answer must not
// tell them apart; the lookup and the mail happen after it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from './portal-process.mjs';

const ROUNDS = 300;
const PAUSE_MS = 25;
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function timeAnswer(port, email) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/user-api/users/reset/password/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`recovery: ${response.status}`);
  return performance.now() - started;
}

export async function measureRecovery() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const portal = await startProcess('apps/server/dist/main.js', { DATA_DIR: dataDir });
  try {
    const known = [];
    const unknown = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      // In a random order, each after the previous one's work behind the answer has finished:
      // the figures are each answer's own time.
      const knownFirst = Math.random() < 0.5;
      for (const isKnown of knownFirst ? [true, false] : [false, true]) {
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        if (isKnown) known.push(await timeAnswer(portal.port, 'student@demo.test'));
        else unknown.push(await timeAnswer(portal.port, `nobody${i}@example.test`));
      }
    }
    const summary = (values) => ({ p50: percentile(values, 0.5), p99: percentile(values, 0.99) });
    return { rounds: ROUNDS, known: summary(known), unknown: summary(unknown) };
  } finally {
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
