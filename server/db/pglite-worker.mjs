// The embedded PGlite in its own thread (issue #26 item 4): a statement runs here, not on the
// server's event loop, so a heavy read no longer stalls every request. The thread runs what it is
// sent, in order; server/db/pglite.ts decides the order. Plain JavaScript: Node runs a worker's
// entry without the TypeScript loader.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';

/** An error as plain fields (message, SQLSTATE code, detail, hint, …) that survive postMessage. */
function plain(e) {
  if (!(e instanceof Error)) return { message: String(e) };
  const out = { message: e.message, name: e.name };
  for (const [k, v] of Object.entries(e)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  return out;
}

const port = parentPort;
if (port === null) throw new Error('pglite-worker.mjs runs as a worker thread');

let db;
try {
  const dataDir = workerData?.dataDir ?? null;
  // A tar of a prepared data directory (a migrated template, for tests) skips initdb: ~0.35 s
  // instead of ~2 s.
  const loadFrom = workerData?.loadFrom ?? null;
  db = await PGlite.create({
    ...(dataDir !== null ? { dataDir } : {}),
    ...(loadFrom !== null ? { loadDataDir: new Blob([await readFile(loadFrom)]) } : {}),
    extensions: { pg_trgm },
  });
  await db.exec("SET TIME ZONE 'UTC'");
  port.postMessage({ type: 'ready' });
} catch (e) {
  port.postMessage({ type: 'failed', error: plain(e) });
}

port.on('message', async (m) => {
  const started = performance.now();
  try {
    let result = null;
    if (m.op === 'query') {
      const res = await db.query(m.sql, m.params);
      result = {
        rows: res.rows,
        rowCount: res.affectedRows ?? res.rows.length,
        fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    } else if (m.op === 'exec') {
      await db.exec(m.sql);
    } else if (m.op === 'dump') {
      const tar = await db.dumpDataDir('none');
      await writeFile(m.path, Buffer.from(await tar.arrayBuffer()));
    } else if (m.op === 'close') {
      await db.close();
    }
    port.postMessage({ id: m.id, ok: true, result, ms: performance.now() - started });
  } catch (e) {
    port.postMessage({ id: m.id, ok: false, error: plain(e), ms: performance.now() - started });
  }
});
