// The demo log store behind `POST /api/logs`: finds the component and its log selector (as
// Mission Control's handler does: an empty name means the first selector), then reads the
// selector's stream for the window, filtered by the query text and labels, newest first.
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { currentEstate } from '../estate.ts';
import { probeLines } from './check-lines.ts';
import { linesBetween, type LogLine, type StreamSource } from './demo-lines.ts';
import { DEFAULT_LIMIT, windowOf, type LogsRequest } from './request.ts';

/** How far back the demo backend keeps lines. */
export const RETENTION_MS = 6 * 3_600_000;

const selectorSchema = z.object({
  name: z.string(),
  type: z.string().optional(),
  labels: z.record(z.string(), z.string()).nullish(),
});
const selectorsSchema = z.array(selectorSchema);

interface ComponentRow {
  id: string;
  name: string;
  namespace: string | null;
  status: string | null;
  updated_at: string | Date | null;
  log_selectors: unknown;
}

export type LogsAnswer =
  | { status: 200; body: { total: number; results: LogLine[] } }
  | { status: 400 | 404; body: { error: string; message: string } };

const refuse = (status: 400 | 404, message: string): LogsAnswer => ({
  status,
  body: { error: status === 404 ? 'not found' : 'bad request', message },
});

function matches(line: LogLine, text: string, labels: Record<string, string>): boolean {
  if (text !== '' && !line.message.toLowerCase().includes(text)) return false;
  return Object.entries(labels).every(([k, v]) => line.labels[k] === v);
}

export async function searchLogs(db: Database, req: LogsRequest, nowMs: number): Promise<LogsAnswer> {
  const window = windowOf(req, nowMs, RETENTION_MS);
  if (!window.ok) return refuse(400, window.message);
  const found = await db.query<ComponentRow>(
    'SELECT id, name, namespace, status, updated_at, log_selectors FROM components WHERE id = $1 AND deleted_at IS NULL',
    [req.id],
  );
  const component = found.rows[0];
  if (component === undefined) return refuse(404, `component ${req.id} not found`);
  const parsed = selectorsSchema.safeParse(component.log_selectors ?? []);
  const selectors = parsed.success ? parsed.data : [];
  const name = req.name ?? '';
  const selector = name === '' ? selectors[0] : selectors.find((s) => s.name === name);
  if (selector === undefined)
    return refuse(
      404,
      selectors.length === 0
        ? `component ${component.name} has no log selectors`
        : `log selector with the name '${name}' was not found. Available names: [${selectors.map((s) => s.name).join(', ')}]`,
    );

  const estate = await currentEstate(db);
  const updated = component.updated_at === null ? 0 : new Date(component.updated_at).getTime();
  const source: StreamSource = {
    seed: estate?.seed ?? 1,
    componentId: component.id,
    componentName: component.name,
    namespace: component.namespace ?? 'default',
    status: component.status,
    statusSinceMs: Number.isNaN(updated) ? 0 : updated,
    selector: { name: selector.name, type: selector.type ?? 'loki', labels: selector.labels ?? {} },
  };
  const lines = [
    ...linesBetween(source, window.fromMs, window.toMs),
    ...(await probeLines(db, source, window.fromMs, window.toMs)),
  ].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const text = (req.query ?? '').trim().toLowerCase();
  const wanted = lines.filter((l) => matches(l, text, req.labels ?? {}));
  return {
    status: 200,
    body: { total: wanted.length, results: wanted.slice(0, req.limit ?? DEFAULT_LIMIT) },
  };
}
