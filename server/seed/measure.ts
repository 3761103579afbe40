/**
 * Generation + insert time of a demo estate on an in-memory PGlite (or, with TEST_DATABASE_URL,
 * on a throwaway database of that Postgres server):
 *   npx tsx server/seed/measure.ts [scale=100000|default] [seed=1]
 * Prints seconds per phase and the total (the brief's budget: 100k config items in under a minute).
 */
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { generateEstate } from './generate.ts';
import { seedDatabase } from './insert.ts';

const arg = process.argv[2] ?? '100000';
const scale = arg === 'default' ? undefined : Number(arg);
const seed = Number(process.argv[3] ?? 1);
const seconds = (ms: number): string => (ms / 1000).toFixed(2);
/** CPU time of this process (PGlite runs in it): on a busy machine wall time overstates the cost. */
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const test = await openTestDatabase();
const db = test.db;
const t0 = performance.now();
const c0 = cpu();
const estate = generateEstate({ seed, ...(scale !== undefined ? { scale } : {}) });
const t1 = performance.now();
const c1 = cpu();
console.log(`generated in ${seconds(t1 - t0)} s (cpu ${seconds(c1 - c0)} s)`);
const report = await seedDatabase(db, estate, { log: (m) => console.log(`  ${m}`) });
const t2 = performance.now();
const c2 = cpu();
const rows = Object.values(report.rows).reduce((s, n) => s + n, 0);
console.log(
  `${backendName()}, scale ${scale ?? 'default'}: ${estate.configItems} config items, ${rows} rows in ${Object.keys(report.rows).length} tables`,
);
console.log(
  `generate ${seconds(t1 - t0)} s, insert ${seconds(t2 - t1)} s, total ${seconds(t2 - t0)} s (wall clock)`,
);
console.log(`cpu: generate ${seconds(c1 - c0)} s, insert ${seconds(c2 - c1)} s, total ${seconds(c2 - c0)} s`);
if (report.missingTables.length > 0) console.log(`missing tables: ${report.missingTables.join(', ')}`);
await test.dispose();
