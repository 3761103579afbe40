/**
 * Server load bench (`npm run bench:server`, issue #26 item 4): the reference server at the demo
 * scale, 20 clients repeating heavy catalogue reads, while one client measures whoami and a full
 * sign-in. Prints one table and exits 1 when a target is missed (whoami p99 ≤ 100 ms, sign-in
 * ≤ 500 ms, no errors).
 *
 *   npm run bench:server -- [--duration 60] [--clients 20] [--port 8843] [--data DIR]
 *   DATABASE_URL=postgres://… npm run bench:server     # the same against a Postgres server
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { HEAVY, WHOAMI, signIn, type Client, type Timed } from './http-client.ts';
import { startServerProcess } from './server-process.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    clients: { type: 'string', default: '20' },
    port: { type: 'string', default: '8843' },
    data: { type: 'string', default: join(import.meta.dirname, '..', '..', '.tmp', 'bench-server-data') },
    idle: { type: 'string', default: '5' },
  },
});
const durationMs = Number(values.duration) * 1000;
const idleMs = Number(values.idle) * 1000;
const clients = Number(values.clients);
const EMAIL = 'admin@example.com';
const PASSWORD = 'demo-password';
const TARGET = { whoamiP99: 100, signIn: 500 };

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** One measured kind of request: its timings and errors. */
class Series {
  readonly times: number[] = [];
  readonly failures = new Map<string, number>();
  errors = 0;
  constructor(readonly label: string) {}
  add(t: Timed): void {
    this.times.push(t.ms);
    if (t.ok) return;
    this.errors++;
    const why = t.failure ?? 'failed';
    this.failures.set(why, (this.failures.get(why) ?? 0) + 1);
  }
  row(): string {
    const s = [...this.times].sort((a, b) => a - b);
    const f = (n: number): string => (Number.isNaN(n) ? '-' : n.toFixed(0)).padStart(7);
    return `${this.label.padEnd(34)}${String(s.length).padStart(7)}${f(pct(s, 50))}${f(pct(s, 99))}${f(s.at(-1) ?? NaN)}${String(this.errors).padStart(7)}`;
  }
}

/** whoami every 50 ms and a full sign-in every second, until `until`. */
async function probe(base: string, who: Client, until: number, whoami: Series, login: Series): Promise<void> {
  const whoLoop = (async () => {
    while (performance.now() < until) {
      whoami.add(await who.timed(WHOAMI));
      await sleep(50);
    }
  })();
  const loginLoop = (async () => {
    while (performance.now() < until) {
      login.add(await signIn(base, EMAIL, PASSWORD));
      await sleep(1000);
    }
  })();
  await Promise.all([whoLoop, loginLoop]);
}

async function main(): Promise<void> {
  const server = await startServerProcess({ port: Number(values.port), dataDir: values.data });
  const base = server.base;
  try {
    const first = await signIn(base, EMAIL, PASSWORD);
    if (!first.ok) throw new Error('the demo admin could not sign in');
    const who = first.client;
    const idleWho = new Series('whoami, idle');
    const idleLogin = new Series('full sign-in, idle');
    await probe(base, who, performance.now() + idleMs, idleWho, idleLogin);

    const heavy = HEAVY.map((h) => new Series(`${h.label} (load)`));
    const loadWho = new Series('whoami, under load');
    const loadLogin = new Series('full sign-in, under load');
    const until = performance.now() + durationMs;
    // The load clients share the admin's session: what they load is the database, not sign-in.
    const loaders = Array.from({ length: clients }, async (_, i) => {
      const c = who;
      for (let n = i; performance.now() < until; n++) {
        const h = HEAVY[n % HEAVY.length];
        const series = heavy[n % HEAVY.length];
        if (h === undefined || series === undefined) break;
        series.add(await c.timed(h.path, h.init));
      }
    });
    await Promise.all([...loaders, probe(base, who, until, loadWho, loadLogin)]);

    const rows = [idleWho, idleLogin, loadWho, loadLogin, ...heavy];
    console.log(
      `\n${server.kind}, ${clients} clients for ${durationMs / 1000} s (ms)\n${'request'.padEnd(34)}${['count', 'p50', 'p99', 'max', 'errors'].map((h) => h.padStart(7)).join('')}`,
    );
    for (const r of rows) console.log(r.row());
    for (const r of rows) for (const [why, n] of r.failures) console.log(`  ${r.label}: ${n} × ${why}`);
    const whoP99 = pct(
      [...loadWho.times].sort((a, b) => a - b),
      99,
    );
    const loginMax = Math.max(...loadLogin.times);
    const errors = rows.reduce((n, r) => n + r.errors, 0);
    const verdicts = [
      `whoami p99 ${whoP99.toFixed(0)} ms (target ≤ ${TARGET.whoamiP99}): ${whoP99 <= TARGET.whoamiP99 ? 'pass' : 'FAIL'}`,
      `slowest sign-in ${loginMax.toFixed(0)} ms (target ≤ ${TARGET.signIn}): ${loginMax <= TARGET.signIn ? 'pass' : 'FAIL'}`,
      `errors ${errors}: ${errors === 0 ? 'pass' : 'FAIL'}`,
    ];
    console.log(`\n${verdicts.join('\n')}`);
    process.exitCode = verdicts.every((v) => v.endsWith('pass')) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 2;
});
