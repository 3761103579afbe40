// Finds the Chromium that Playwright drives (Debian's; Playwright's own download does not work on
// our machines). Order: $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser. When none is
// there and we run as root, installs Debian's `chromium`; otherwise says exactly what to install.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  if (install && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium (apt-get install -y chromium)…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const after = CANDIDATES.find((p) => existsSync(p));
    if (after) return after;
  }
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's package: `sudo apt-get install -y chromium` " +
      '(or set CHROMIUM_PATH to a Chromium binary).',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium());
