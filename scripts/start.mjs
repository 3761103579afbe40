// `npm start`: builds the console when its sources are newer than dist/, then runs the reference
// server with the demo estate, live mode and the demo mailbox on (http://localhost:8080, PORT overrides). A first
// run builds for about a minute: it shows Vite's progress and a heartbeat, and the server's
// "ready in" counts from this script's start (MC_STARTED_AT), build included.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { heartbeatLine, progressLine } from './start/progress.mjs';

const startedAt = Date.now();

const root = join(import.meta.dirname, '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

const built = join(root, 'dist', 'index.html');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
  newestMtime(join(root, p)),
);
/** Runs `vite build`, printing its progress lines and a heartbeat every 10 s; resolves with its exit code. */
function build() {
  return new Promise((resolve) => {
    const vite = spawn('npx', ['vite', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const heartbeat = setInterval(() => console.log(heartbeatLine(Date.now() - startedAt)), 10_000);
    for (const stream of [vite.stdout, vite.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        const shown = progressLine(line);
        if (shown !== null) console.log(shown);
      });
    }
    vite.on('exit', (code) => {
      clearInterval(heartbeat);
      resolve(code ?? 1);
    });
  });
}

if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
  console.log('Building the console (a first run takes about a minute)…');
  const code = await build();
  if (code !== 0) {
    console.error('The build failed: run `npx vite build` to see its full output.');
    process.exit(code);
  }
  console.log(
    `Built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Starting the server and the demo estate…`,
  );
}

// The demo serves its mailbox of mailed codes (the server still refuses it off loopback or with
// DATABASE_URL, and says so).
const child = spawn('npx', ['tsx', 'server/main.ts', '--demo-mailbox', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, MC_STARTED_AT: String(startedAt) },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
