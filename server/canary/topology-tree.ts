// Builds the topology answer from loaded rows, following duty's query.Topology: filters on
// owner/labels/agent (and hidden) apply to every component; the facets come from what is left;
// the type filter applies to the flat list, then the tree is built by parent_id (unless flatten)
// and cut to `depth`; the status and team filters apply to the top level (not to the `id`
// component itself) and to its direct children. Summaries roll up the whole subtree.
import type { ComponentFacts, ComponentRow, TeamLink } from './topology-query.ts';
import { matchItems, type TopologyOptions } from './topology-params.ts';
import { compareComponents } from './topology-sort.ts';

export interface ComponentSummary {
  healthy: number;
  unhealthy: number;
  warning: number;
  unknown: number;
  info?: number;
  checks: Record<string, number>;
  incidents: Record<string, Record<string, number>>;
  insights: Record<string, Record<string, number>>;
}

export interface TopologyResponse {
  components: Record<string, unknown>[];
  healthStatuses: string[];
  tags: Record<string, string[]>;
  teams: string[];
  types: string[];
}

type Nested = Record<string, Record<string, number>>;

function addNested(into: Nested, from: Nested | undefined): void {
  for (const [type, bySub] of Object.entries(from ?? {})) {
    const target = (into[type] ??= {});
    for (const [sub, n] of Object.entries(bySub)) target[sub] = (target[sub] ?? 0) + n;
  }
}

function labelsOf(row: ComponentRow): Record<string, string> {
  const l = row['labels'];
  return typeof l === 'object' && l !== null && !Array.isArray(l) ? (l as Record<string, string>) : {};
}

function visible(row: ComponentRow, opts: TopologyOptions): boolean {
  if (row.hidden && !opts.hidden && row.id !== opts.id) return false;
  if (opts.owner !== null && row['owner'] !== opts.owner) return false;
  if (opts.agentId !== null && row['agent_id'] !== opts.agentId) return false;
  const labels = labelsOf(row);
  for (const [k, v] of Object.entries(opts.labels ?? {})) if (labels[k] !== v) return false;
  return true;
}

function childMap(rows: readonly ComponentRow[]): Map<string, ComponentRow[]> {
  const out = new Map<string, ComponentRow[]>();
  for (const r of rows) if (r.parent_id !== null) out.set(r.parent_id, [...(out.get(r.parent_id) ?? []), r]);
  return out;
}

/** Status counts of the direct children (the component's own status for a leaf), plus its own
 *  and its descendants' checks, incidents and insights — the shape of the seeded summaries. */
function summarizer(children: Map<string, ComponentRow[]>, facts: ComponentFacts) {
  const memo = new Map<string, ComponentSummary>();
  const visiting = new Set<string>();
  const summarize = (row: ComponentRow): ComponentSummary => {
    const done = memo.get(row.id);
    if (done !== undefined) return done;
    visiting.add(row.id);
    const kids = (children.get(row.id) ?? []).filter((k) => !visiting.has(k.id));
    const s: ComponentSummary = {
      healthy: 0,
      unhealthy: 0,
      warning: 0,
      unknown: 0,
      checks: { ...facts.checks.get(row.id) },
      incidents: {},
      insights: {},
    };
    addNested(s.incidents, facts.incidents.get(row.id));
    addNested(s.insights, facts.insights.get(row.id));
    const count = (status: string): void => {
      const key = status as 'healthy' | 'unhealthy' | 'warning' | 'unknown' | 'info';
      s[key] = (s[key] ?? 0) + 1;
    };
    if (kids.length === 0) count(row.status);
    for (const k of kids) {
      count(k.status);
      const ks = summarize(k);
      for (const [status, n] of Object.entries(ks.checks)) s.checks[status] = (s.checks[status] ?? 0) + n;
      addNested(s.incidents, ks.incidents);
      addNested(s.insights, ks.insights);
    }
    visiting.delete(row.id);
    memo.set(row.id, s);
    return s;
  };
  return summarize;
}

function facets(rows: readonly ComponentRow[], facts: ComponentFacts): Omit<TopologyResponse, 'components'> {
  const types = new Set<string>();
  const statuses = new Set<string>();
  const teams = new Set<string>();
  const tags: Record<string, Set<string>> = {};
  for (const r of rows) {
    if (typeof r['type'] === 'string' && r['type'] !== '') types.add(r['type']);
    statuses.add(r.status);
    for (const t of facts.teams.get(r.id) ?? []) teams.add(t.team.name);
    for (const [k, v] of Object.entries(labelsOf(r))) (tags[k] ??= new Set()).add(String(v));
  }
  const sorted = (s: Set<string>): string[] => [...s].sort();
  return {
    healthStatuses: sorted(statuses),
    tags: Object.fromEntries(Object.entries(tags).map(([k, v]) => [k, sorted(v)])),
    teams: sorted(teams),
    types: sorted(types),
  };
}

/** A row as the API shows a component: duty's JSON names, nulls left out, no `properties_values`. */
function shape(row: ComponentRow, summary: ComponentSummary, teams: TeamLink[]): Record<string, unknown> {
  const out: Record<string, unknown> = { namespace: '', description: '', type: '' };
  for (const [k, v] of Object.entries(row)) {
    if (v === null) continue;
    if (k === 'log_selectors') out['logs'] = v;
    else if (k === 'component_checks') out['componentChecks'] = v;
    else out[k] = v;
  }
  out['is_leaf'] = row['is_leaf'] === true;
  out['summary'] = summary;
  out['teams'] = teams;
  return out;
}

export function buildTopology(
  rows: readonly ComponentRow[],
  facts: ComponentFacts,
  opts: TopologyOptions,
): TopologyResponse {
  const base = rows.filter((r) => visible(r, opts));
  const summarize = summarizer(childMap(base), facts);
  const meta = facets(base, facts);
  const listed =
    opts.types.length === 0
      ? base
      : base.filter((r) => matchItems(typeof r['type'] === 'string' ? r['type'] : '', opts.types));
  const children = opts.flatten ? new Map<string, ComponentRow[]>() : childMap(listed);
  const sort = (list: ComponentRow[]): ComponentRow[] =>
    [...list].sort(compareComponents(opts.sortBy, opts.sortOrder));
  const passes = (r: ComponentRow): boolean =>
    matchItems(r.status, opts.statuses) &&
    (opts.teams.length === 0 ||
      (facts.teams.get(r.id) ?? []).some(
        (t) => opts.teams.includes(t.team.name) || opts.teams.includes(t.team_id),
      ));

  const render = (row: ComponentRow, level: number, filterChildren: boolean): Record<string, unknown> => {
    const out = shape(row, summarize(row), facts.teams.get(row.id) ?? []);
    if (level < opts.depth) {
      let kids = children.get(row.id) ?? [];
      if (filterChildren) kids = kids.filter(passes);
      if (kids.length > 0) out['components'] = sort(kids).map((k) => render(k, level + 1, false));
    }
    return out;
  };

  let top: ComponentRow[];
  if (opts.flatten) top = listed.filter((r) => r.id === opts.id || passes(r));
  else if (opts.id !== null) top = listed.filter((r) => r.id === opts.id);
  else top = listed.filter((r) => r.parent_id === null && passes(r));
  return { components: sort(top).map((r) => render(r, 1, !opts.flatten)), ...meta };
}
