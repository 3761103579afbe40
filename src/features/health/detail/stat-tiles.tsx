import type { ReactNode } from 'react';
import type { CheckRow } from '../../../sync/collections/checks.ts';
import { formatAge, formatDuration, formatUntil, formatUptime } from '../state/format.ts';
import type { CheckGraph } from './detail-queries.ts';

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="health-tile" role="group" aria-label={label}>
      <span className="health-tile__label">{label}</span>
      <span className="health-tile__value">{children}</span>
    </div>
  );
}

interface Props {
  row: CheckRow | undefined;
  graph: CheckGraph | undefined;
  severity: string | null;
  lastRuntime: string | null;
  lastTransition: string | null;
  nextRuntime: string | null;
  nowMs: number;
  timeRange: ReactNode;
}

/** Uptime and latency from the graph for the chosen range when online, else the synced row. */
export function StatTiles({
  row,
  graph,
  severity,
  lastRuntime,
  lastTransition,
  nextRuntime,
  nowMs,
  timeRange,
}: Props) {
  const passed = graph?.uptime.passed ?? row?.uptime.passed ?? 0;
  const failed = graph?.uptime.failed ?? row?.uptime.failed ?? 0;
  const total = passed + failed;
  const latency = {
    p95: graph?.latency.p95 ?? row?.latency.p95 ?? null,
    p97: graph?.latency.p97 ?? row?.latency.p97 ?? null,
    p99: graph?.latency.p99 ?? row?.latency.p99 ?? null,
  };
  return (
    <div className="health-tiles">
      <Tile label="Uptime">
        {total === 0 ? '' : formatUptime((passed / total) * 100)}{' '}
        <span className="health-muted">
          ({passed} passed, {failed} failed)
        </span>
      </Tile>
      <Tile label="Latency">
        <span>95%: {formatDuration(latency.p95)}</span> <span>97%: {formatDuration(latency.p97)}</span>{' '}
        <span>99%: {formatDuration(latency.p99)}</span>
      </Tile>
      <Tile label="Severity">{severity ?? ''}</Tile>
      <Tile label="Last Run">
        {lastRuntime ? `${formatAge(lastRuntime, nowMs)} ago` : ''}
        {lastTransition && (
          <span className="health-muted"> · Transitioned {formatAge(lastTransition, nowMs)} ago</span>
        )}
      </Tile>
      <Tile label="Next Run">{formatUntil(nextRuntime, nowMs)}</Tile>
      <Tile label="Time Range">{timeRange}</Tile>
    </div>
  );
}
