// `npm start`: install what is missing, build what is stale, then serve the portal (README).
import { spawn } from 'node:child_process';
import { SERVER_ENV, serverArgs } from './server-command.mjs';
import { ensureBuilt, ensureInstalled, root } from './workspace.mjs';

ensureInstalled();
ensureBuilt();

// Links in mail (a password recovery, a receipt) lead back to this machine unless told otherwise.
const env = {
  PUBLIC_URL: `http://localhost:${process.env.PORT ?? 3000}`,
  ...SERVER_ENV,
  ...process.env,
};
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
