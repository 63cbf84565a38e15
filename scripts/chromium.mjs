// Browser journeys use the machine's Chromium (nothing downloads a browser). When it is missing
// and we run as root on Debian, install Debian's package; otherwise say what to install.
import { existsSync } from 'node:fs';
import { run } from './workspace.mjs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function ensureChromium() {
  const found = CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Installing Debian's chromium package for the browser tests...");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return '/usr/bin/chromium';
  }
  console.error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`)\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}
