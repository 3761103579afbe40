// The log files of a snapshot, as mission-control's dumpLogs writes them: for each component with
// a log selector, its lines in the window from the log backend (here the demo log store behind
// POST /api/logs), one file per component named `logs-<type>-<name>-<id>.<format>`; `log` lines
// are `[timestamp] message {labels}`, `json` is the log answer itself.
import type { Database } from '../db/database.ts';
import { searchLogs } from '../logs/store.ts';
import { MAX_LIMIT } from '../logs/request.ts';

export type LogFormat = 'log' | 'json';

interface Named {
  id: string;
  name: string;
  type: string | null;
}

const safe = (s: string): string => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';

/** File name → text, for the components in `ids` that have log selectors. */
export async function snapshotLogs(
  db: Database,
  ids: readonly string[],
  sinceMs: number,
  nowMs: number,
  format: LogFormat,
): Promise<Record<string, string>> {
  const { rows } = await db.query<Named>(
    `SELECT id::text, name, type FROM components
     WHERE id = ANY ($1::uuid[]) AND deleted_at IS NULL
       AND jsonb_typeof(log_selectors) = 'array' AND jsonb_array_length(log_selectors) > 0
     ORDER BY name`,
    [ids],
  );
  const out: Record<string, string> = {};
  for (const c of rows) {
    const answer = await searchLogs(
      db,
      { id: c.id, start: new Date(sinceMs).toISOString(), limit: MAX_LIMIT },
      nowMs,
    );
    if (answer.status !== 200 || answer.body.results.length === 0) continue;
    const lines = answer.body.results;
    const text =
      format === 'json'
        ? JSON.stringify(answer.body, null, 2)
        : lines
            .map(
              (l) =>
                `[${l.timestamp}] ${l.message} {${Object.entries(l.labels)
                  .map(([k, v]) => `${k}=${v}`)
                  .join(', ')}}`,
            )
            .join('\n');
    out[`logs-${safe(c.type ?? 'component')}-${safe(c.name)}-${c.id.slice(0, 8)}.${format}`] = text;
  }
  return out;
}
