// `npm start`: install what is missing, build what is stale, then serve the portal (README).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './workspace.mjs';

ensureInstalled();
ensureBuilt();

// Links in mail (a password recovery, a receipt) lead back to this machine unless told otherwise.
const env = { PUBLIC_URL: `http://localhost:${process.env.PORT ?? 3000}`, ...process.env };
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
