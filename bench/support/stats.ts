// Small statistics and formatting helpers for the bench table.

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`;
}

export function p50p95(samples: readonly number[]): string {
  return `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))}`;
}

export interface Row {
  readonly what: string;
  /** Ours, as measured (p50 / p95 where there are samples). */
  readonly local: string;
  /** Longest main-thread task during the case (≥ 50 ms are reported by the browser; 0 = none). */
  readonly longTask: string;
  /** The existing console's server round trip for the same thing, when there is one. */
  readonly server: string;
  /** server / local (how many times faster ours is), when both exist. */
  readonly ratio: string;
  readonly budget: string;
  readonly verdict: 'pass' | 'FAIL' | 'info' | 'n/a';
}

export function ratio(server: number, local: number): string {
  if (!Number.isFinite(server) || !Number.isFinite(local) || local <= 0) return '-';
  return `${(server / local).toFixed(server / local >= 10 ? 0 : 1)}×`;
}

/** A fixed-width text table (console.table quotes strings and hides long ones). */
export function formatTable(rows: readonly Row[]): string {
  const header: Row = {
    what: 'what',
    local: 'ours (p50 / p95)',
    longTask: 'longest main task',
    server: 'server round trip',
    ratio: 'ratio',
    budget: 'budget',
    verdict: 'n/a',
  };
  const columns: (keyof Row)[] = ['what', 'local', 'longTask', 'server', 'ratio', 'budget', 'verdict'];
  const all = [header, ...rows];
  const widths = columns.map((column) => Math.max(...all.map((row) => String(row[column]).length)));
  const line = (row: Row, first: boolean) =>
    columns
      .map((column, i) =>
        (first && column === 'verdict' ? 'result' : String(row[column])).padEnd(widths[i] ?? 0),
      )
      .join(' │ ');
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  return [line(header, true), rule, ...rows.map((row) => line(row, false))].join('\n');
}
