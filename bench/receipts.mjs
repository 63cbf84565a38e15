// Receipts: PDF receipts rendered per second against pdfkit rendering a one-line untagged
// document, measured in one process (receipts-work.ts).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORK = fileURLToPath(new URL('./receipts-work.ts', import.meta.url));

export function measureReceipts({ rounds = 5, secondsPerRound = 2 } = {}) {
  const args = ['--import', 'tsx', WORK, String(rounds), String(secondsPerRound)];
  const output = execFileSync(process.execPath, args, { encoding: 'utf8' });
  return { rounds, secondsPerRound, ...JSON.parse(output.trim().split('\n').at(-1)) };
}
