/**
 * Server round trip of the catalogue list query the existing console sends on every filter change,
 * at N config items, against the reference server on the embedded PGlite and/or a Postgres server.
 *
 *   npx tsx bench/server-latency.ts [--scale 100000] [--runs 30] [--database-url postgres://…] [--data DIR]
 *
 * Prints one line per query: median and p95 over the runs (after 3 warm-up runs), in ms.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open.ts';
import { startServer } from '../server/start.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    'database-url': { type: 'string' },
    data: { type: 'string', default: join(import.meta.dirname, '..', '.data', 'bench-pglite') },
  },
});
const scale = Number(values.scale);
const runs = Number(values.runs);

const QUERIES: { label: string; path: string; headers: Record<string, string> }[] = [
  {
    label: 'list, count=exact',
    path: '/api/db/configs?select=id,name,type,status,health,tags&order=name.asc&limit=50',
    headers: { Prefer: 'count=exact' },
  },
  {
    label: 'list + ilike search, count=exact',
    path: '/api/db/configs?select=id,name,type,status,health,tags&or=(name.ilike.*web*,type.ilike.*web*)&order=name.asc&limit=50',
    headers: { Prefer: 'count=exact' },
  },
  {
    label: 'list + type filter, count=exact',
    path: '/api/db/configs?select=id,name,type,status,health,tags&type=eq.Kubernetes::Pod&order=name.asc&limit=50',
    headers: { Prefer: 'count=exact' },
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const url = values['database-url'];
  const db = await openDatabase({ databaseUrl: url, dataDir: values.data });
  const t0 = performance.now();
  const running = await startServer(db, {
    seed: 1,
    scale,
    reset: false,
    live: false,
    staticDir: null,
    version: 'bench',
    auth: false,
    log: (m) => console.log(m),
  });
  console.log(
    `ready in ${((performance.now() - t0) / 1000).toFixed(1)} s (${db.kind}, ${scale} config items)`,
  );
  const server = serve({ fetch: running.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const q of QUERIES) {
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < runs + 3; i++) {
      const s = performance.now();
      const res = await fetch(base + q.path, { headers: q.headers });
      await res.arrayBuffer();
      if (i >= 3) times.push(performance.now() - s);
      total = res.headers.get('content-range') ?? '';
    }
    times.sort((a, b) => a - b);
    console.log(
      `${db.kind.padEnd(8)} ${q.label.padEnd(34)} median ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (Content-Range ${total})`,
    );
  }
  server.close();
  await running.stop();
  await db.close();
}

void main();
