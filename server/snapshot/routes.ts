// GET /api/snapshot/topology/{id}?start=<duration>&related=<bool>&logFormat=log|json
// (api-contract §3.3): a zip of one folder `snapshot-<time>/` with JSON files (see collect.ts) and
// the components' logs in the window (logs.ts), as mission-control's snapshot endpoint answers it. Reading needs read on `topologies` (mission-control: rbac.Topology read).
import type { Hono } from 'hono';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Database } from '../db/database.ts';
import { mayReadTopology } from '../canary/topology-routes.ts';
import { parseDurationMs } from '../canary/time-range.ts';
import { serviceForbidden } from '../access/responses.ts';
import { collectTopologySnapshot } from './collect.ts';
import { snapshotLogs, type LogFormat } from './logs.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** mission-control's default log window when `start` is not given. */
const DEFAULT_START = '15m';
/** Ten years: further back is no time a Date can hold for every unit, and no use. */
const MAX_RANGE_MS = 10 * 365 * 86_400_000;
const TRUE = new Set(['1', 't', 'T', 'true', 'TRUE', 'True']);
const FALSE = new Set(['', '0', 'f', 'F', 'false', 'FALSE', 'False']);

const error = (status: number, code: string, message: string): Response =>
  Response.json({ error: code, message }, { status });

/** `cluster a/b` → `cluster-a-b`: safe in a Content-Disposition file name. */
function fileStem(name: string): string {
  const stem = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return stem === '' ? 'component' : stem.slice(0, 100);
}

export function snapshotRoutes(app: Hono, db: Database, now: () => number = Date.now): void {
  app.get('/api/snapshot/topology/:id', async (c) => {
    if (!mayReadTopology(c.req.raw)) return serviceForbidden('permission denied: topologies read');
    const id = c.req.param('id');
    if (!UUID.test(id)) return error(400, 'bad request', `id must be a component id (uuid), not "${id}"`);
    const start = c.req.query('start') ?? DEFAULT_START;
    const rangeMs = parseDurationMs(start === '' ? DEFAULT_START : start);
    if (rangeMs === null || rangeMs > MAX_RANGE_MS)
      return error(400, 'bad request', `start must be a duration such as 15m, 1h or 7d, not "${start}"`);
    const relatedText = c.req.query('related') ?? '';
    if (!TRUE.has(relatedText) && !FALSE.has(relatedText))
      return error(400, 'bad request', `related must be true or false, not "${relatedText}"`);

    const logFormat = c.req.query('logFormat') ?? '';
    if (logFormat !== '' && logFormat !== 'log' && logFormat !== 'json')
      return error(400, 'bad request', `logFormat must be log or json, not "${logFormat}"`);

    const nowMs = now();
    const files = await collectTopologySnapshot(db, id, nowMs - rangeMs, TRUE.has(relatedText));
    if (files === null) return error(404, 'not found', `component ${id} not found`);
    const folder = `snapshot-${new Date(nowMs).toISOString().replace(/\.\d+Z$/, 'Z')}`;
    const entries: Zippable = {};
    for (const [name, value] of Object.entries(files))
      entries[`${folder}/${name}`] = strToU8(JSON.stringify(value, null, 2));
    const componentIds = (files['component_rows.json'] as { id: string }[]).map((r) => r.id);
    const format: LogFormat = logFormat === 'json' ? 'json' : 'log';
    for (const [name, text] of Object.entries(
      await snapshotLogs(db, componentIds, nowMs - rangeMs, nowMs, format),
    ))
      entries[`${folder}/${name}`] = strToU8(text);
    const zip = zipSync(entries, { level: 6, mtime: nowMs });
    const rows = (files['components.json'] as { name?: string }[] | undefined) ?? [];
    const filename = `${fileStem(rows[0]?.name ?? id)}-snapshot.zip`;
    return new Response(zip, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Content-Length': String(zip.byteLength),
      },
    });
  });
}
