// Initial JavaScript budget (brief: ≤ 200 KB gzip): builds the console (unless --no-build), then
// follows index.html's module scripts and module preloads and their static imports (what a first
// visit downloads before anything renders) and sums their gzip sizes. Lazy chunks are listed for
// information. Exits 1 above the budget. Run: node scripts/bundle-size.mjs [--no-build] [--dist <dir>]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200; // kB = 1000 bytes, as Vite reports sizes
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = distArg >= 0 ? args[distArg + 1] : '.tmp/dist-size';

if (!args.includes('--no-build')) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const read = (file) => readFileSync(join(dist, file));
const gzipKb = (file) => gzipSync(read(file), { level: 9 }).length / 1000;
const rawKb = (file) => read(file).length / 1000;

/** Static `import ... from "./x.js"` / `import "./x.js"` of a built chunk, as dist-relative paths. */
function staticImports(file) {
  const code = read(file).toString('utf8');
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const found = new Set();
  for (const m of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    found.add(new URL(m[1], `file:///${dir}`).pathname.slice(1));
  }
  return [...found];
}

const html = read('index.html').toString('utf8');
const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
// The start's later stages (scripts/vite/boot-stage.ts) are imported dynamically but loaded with
// the page: index.html preloads them, so they count as initial too.
const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
const initial = new Set();
const visit = (file) => {
  if (initial.has(file)) return;
  initial.add(file);
  staticImports(file).forEach(visit);
};
entries.forEach(visit);
preloaded.forEach(visit);

const all = new Set(readdirJs(dist));
function readdirJs(dir) {
  return spawnSync('find', [join(dir, 'assets'), '-name', '*.js'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map((p) => p.slice(dir.length + 1));
}

const row = (file) => `${gzipKb(file).toFixed(1).padStart(8)} ${rawKb(file).toFixed(1).padStart(9)}  ${file}`;
console.log("Initial JavaScript (index.html's scripts and module preloads, and their static imports)");
console.log('gzip kB    raw kB  file');
let total = 0;
for (const file of [...initial].sort((a, b) => gzipKb(b) - gzipKb(a))) {
  total += gzipKb(file);
  console.log(row(file));
}
console.log(`${total.toFixed(1).padStart(8)}            total (budget ${BUDGET_KB} kB)`);

const lazy = [...all].filter((f) => !initial.has(f)).sort((a, b) => gzipKb(b) - gzipKb(a));
if (lazy.length > 0) {
  console.log('\nLoaded on demand (route chunks, heavy libraries, workers)');
  for (const file of lazy) console.log(row(file));
}

if (total > BUDGET_KB) {
  console.error(
    `\nInitial JavaScript is ${total.toFixed(1)} kB gzip, over the ${BUDGET_KB} kB budget: load more with import().`,
  );
  process.exit(1);
}
console.log(`\nWithin budget: ${(BUDGET_KB - total).toFixed(1)} kB to spare.`);
