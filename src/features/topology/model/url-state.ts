// The Dashboard's address (spec 02-areas §2.1, §7.2): the filters a real deployment's Dashboard
// sends as the topology request's parameters, read with `useUrlState(dashboardSearchSchema)`.
//   status   health, tri-state in the kit's 'suffix' encoding: "unhealthy:1,warning:-1"
//   type     one component type; choosing one flattens the tree (api-contract §3.3)
//   team     one team's name
//   labels   the tag filter (spec §9: key, value, include 1 / exclude -1): "env=prod:1,tier=db:-1"
//   agent_id one agent's id
// 'All' means no filter (the existing console's links carry it), so it reads as absent.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { formatTriState, parseTriState, type TriState } from '../../../lib/screen-state/tri-state-filter.ts';

const ALL = 'all';
const optionalFilter = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' || v.toLowerCase() === ALL ? undefined : v))
  .catch(undefined);

export const dashboardSearchSchema = builtOnFirstUse(() =>
  z.object({
    status: optionalFilter,
    type: optionalFilter,
    team: optionalFilter,
    labels: optionalFilter,
    agent_id: optionalFilter,
  }),
);
export type DashboardSearch = z.infer<typeof dashboardSearchSchema>;

/** Every key of the Dashboard's address, for patches that clear them all. */
export const DASHBOARD_KEYS = ['status', 'type', 'team', 'labels', 'agent_id'] as const;

export interface LabelFilter {
  readonly key: string;
  readonly value: string;
  readonly state: TriState;
}

/** "k=v:1,k2=v2:-1" → label filters (entries without a key are dropped). */
export function parseLabels(raw: string | undefined): LabelFilter[] {
  const out: LabelFilter[] = [];
  for (const [pair, state] of Object.entries(parseTriState(raw, 'suffix'))) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    out.push({ key: pair.slice(0, eq), value: pair.slice(eq + 1), state });
  }
  return out;
}

export function formatLabels(filters: readonly LabelFilter[]): string | undefined {
  return formatTriState(Object.fromEntries(filters.map((f) => [`${f.key}=${f.value}`, f.state])), 'suffix');
}

/** The address's filters as plain parameters, carried to a component's page (spec §2.1). */
export function carriedParams(search: DashboardSearch): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of DASHBOARD_KEYS) {
    const value = search[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
