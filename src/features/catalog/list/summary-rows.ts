// Engine groups → the summary table's rows (spec 02-areas §2.2): with the default grouping, one
// row per provider holding one row per type; otherwise one row per value of the group field.
// Favourite types are pinned first.
import type { GroupResult } from '../../../sync/client/public-types.ts';
import { ANALYSIS_TYPES } from '../../../sync/collections/config-items.ts';
import { providerOf } from '../shared/config-type.ts';
import type { GroupField } from './url-state.ts';

export interface SummaryRow {
  /** Stable key for React and tests: `provider:AWS`, `type:AWS::EC2::Instance`, `value:prod`. */
  readonly id: string;
  readonly level: 0 | 1;
  /** What a click narrows to. */
  readonly narrow: {
    readonly configType?: string;
    readonly field?: GroupField;
    readonly value?: string | null;
  };
  readonly label: string;
  readonly type: string | null;
  readonly count: number;
  readonly health: Readonly<Record<string, number>>;
  readonly changes: number;
  readonly analysis: Readonly<Record<string, number>>;
  readonly cost: number;
  readonly createdAt: string | null;
  readonly updatedAt: string | null;
  readonly pinned: boolean;
  readonly children: readonly SummaryRow[];
}

function countsOf(group: GroupResult): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { value, count } of group.aggregates.counts['health'] ?? [])
    out[value === null ? 'unknown' : String(value)] =
      (out[value === null ? 'unknown' : String(value)] ?? 0) + count;
  return out;
}

function analysisOf(group: GroupResult): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of ANALYSIS_TYPES) {
    const n = group.aggregates.sums[`analysis_${t}`] ?? 0;
    if (n > 0) out[t] = n;
  }
  return out;
}

const maxIso = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : a > b ? a : b;
const asIso = (v: number | string | null | undefined): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? new Date(v).toISOString() : null;

function leaf(
  group: GroupResult,
  id: string,
  label: string,
  narrow: SummaryRow['narrow'],
  type: string | null,
  pinned: boolean,
): SummaryRow {
  return {
    id,
    level: 0,
    narrow,
    label,
    type,
    count: group.count,
    health: countsOf(group),
    changes: group.aggregates.sums['changes'] ?? 0,
    analysis: analysisOf(group),
    cost: group.aggregates.sums['cost_total_30d'] ?? 0,
    createdAt: asIso(group.aggregates.max['created_at']),
    updatedAt: asIso(group.aggregates.max['updated_at']),
    pinned,
    children: [],
  };
}

/** Sums rows into one parent row (a provider). */
function rollUp(id: string, label: string, children: SummaryRow[]): SummaryRow {
  const health: Record<string, number> = {};
  const analysis: Record<string, number> = {};
  let count = 0,
    changes = 0,
    cost = 0;
  let createdAt: string | null = null,
    updatedAt: string | null = null;
  for (const c of children) {
    count += c.count;
    changes += c.changes;
    cost += c.cost;
    createdAt = maxIso(createdAt, c.createdAt);
    updatedAt = maxIso(updatedAt, c.updatedAt);
    for (const [k, n] of Object.entries(c.health)) health[k] = (health[k] ?? 0) + n;
    for (const [k, n] of Object.entries(c.analysis)) analysis[k] = (analysis[k] ?? 0) + n;
  }
  const nested = children.map((c) => ({ ...c, level: 1 as const }));
  return {
    id,
    level: 0,
    narrow: {},
    label,
    type: null,
    count,
    health,
    changes,
    analysis,
    cost,
    createdAt,
    updatedAt,
    pinned: false,
    children: nested,
  };
}

const byLabel = (a: SummaryRow, b: SummaryRow): number => a.label.localeCompare(b.label);

/**
 * Builds the summary rows. `groups` are the URL's group fields; `favourites` are pinned types
 * (shown first, outside their provider).
 */
export function buildSummaryRows(
  results: readonly GroupResult[],
  groups: readonly GroupField[],
  favourites: readonly string[],
): SummaryRow[] {
  const other = groups.find((g) => g.kind !== 'provider' && g.kind !== 'type');
  if (other !== undefined) {
    return results
      .map((g) => {
        const value = g.key === null ? null : String(g.key);
        const label =
          value === null
            ? '(none)'
            : other.kind === 'analysis' || other.kind === 'changed'
              ? g.key === true
                ? 'Yes'
                : 'No'
              : value;
        return leaf(g, `value:${String(value)}`, label, { field: other, value }, null, false);
      })
      .sort(byLabel);
  }
  const types = results.map((g) => {
    const type = g.key === null ? null : String(g.key);
    return leaf(
      g,
      `type:${String(type)}`,
      type ?? '(none)',
      type === null ? {} : { configType: type },
      type,
      type !== null && favourites.includes(type),
    );
  });
  const pinned = types.filter((t) => t.pinned).sort(byLabel);
  const rest = types.filter((t) => !t.pinned);
  if (!groups.some((g) => g.kind === 'provider')) return [...pinned, ...rest.sort(byLabel)];
  const byProvider = new Map<string, SummaryRow[]>();
  for (const row of rest) {
    const provider = providerOf(row.type) ?? '(none)';
    const list = byProvider.get(provider) ?? [];
    list.push(row);
    byProvider.set(provider, list);
  }
  const providers = [...byProvider]
    .map(([provider, rows]) => rollUp(`provider:${provider}`, provider, rows.sort(byLabel)))
    .sort(byLabel);
  return [...pinned, ...providers];
}
