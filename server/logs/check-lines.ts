// The component's health probes in its logs: each run of a check linked to the component
// (`check_component_relationships`) is a line at the run's time, failed runs as errors. These come
// from `check_statuses`, which live mode keeps appending to, so with live mode on the logs grow
// with the checks the Health page shows; without it they hold the seeded history.
import type { Database } from '../db/database.ts';
import { formatLine, podsOf, type LogLine, type StreamSource } from './demo-lines.ts';

/** At most this many probe lines a request (the newest). */
const MAX_PROBE_LINES = 2_000;

interface ProbeRow {
  time: string | Date;
  status: boolean | null;
  duration: number | null;
  message: string | null;
  error: string | null;
  name: string;
  type: string | null;
}

export async function probeLines(
  db: Database,
  src: StreamSource,
  fromMs: number,
  toMs: number,
): Promise<LogLine[]> {
  const found = await db.query<ProbeRow>(
    `SELECT s.time, s.status, s.duration, s.message, s.error, c.name, c.type
       FROM check_statuses s
       JOIN check_component_relationships r ON r.check_id = s.check_id AND r.deleted_at IS NULL
       JOIN checks c ON c.id = s.check_id
      WHERE r.component_id = $1 AND s.time >= $2 AND s.time <= $3
      ORDER BY s.time DESC
      LIMIT ${MAX_PROBE_LINES}`,
    [src.componentId, new Date(fromMs).toISOString(), new Date(toMs).toISOString()],
  );
  const pods = podsOf(src);
  return found.rows.map((row, i) => {
    const failed = row.status === false;
    const pairs: [string, string][] = [
      ['msg', failed ? 'health check failed' : 'health check passed'],
      ['check', row.name],
      ['check_type', row.type ?? 'unknown'],
      ['duration_ms', String(row.duration ?? 0)],
    ];
    const detail = failed ? (row.error ?? row.message) : row.message;
    if (detail !== null && detail !== '') pairs.push([failed ? 'error' : 'result', detail]);
    return formatLine(
      src,
      {
        level: failed ? 'error' : 'info',
        ts: new Date(row.time).toISOString(),
        pod: pods[i % pods.length] ?? src.componentName,
        caller: 'probe.go:57',
        logger: 'probe',
      },
      pairs,
    );
  });
}
