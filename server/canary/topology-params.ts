// The query parameters of `GET /api/canary/api/topology` (api-contract §3.3), as mission-control
// parses them (duty's NewTopologyParams) plus the ones the console sends and duty ignores
// (`team`, `hidden`, `agent_id`). Unlike duty, a malformed value is refused with a message rather
// than silently defaulted, so a caller sees its mistake.

export type TopologySortBy =
  { kind: 'none' } | { kind: 'name' | 'status' | 'type' | 'updated_at' } | { kind: 'field'; field: string };

export interface TopologyOptions {
  id: string | null;
  /** `!x` excludes, `*` matches everything (duty's matchItems). */
  types: string[];
  statuses: string[];
  /** Team names or ids. */
  teams: string[];
  labels: Record<string, string> | null;
  agentId: string | null;
  owner: string | null;
  depth: number;
  sortBy: TopologySortBy;
  sortOrder: 'asc' | 'desc';
  flatten: boolean;
  hidden: boolean;
}

export const DEFAULT_DEPTH = 5;
export const MAX_DEPTH = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KNOWN = new Set([
  'id',
  'type',
  'team',
  'labels',
  'status',
  'agent_id',
  'owner',
  'depth',
  'sortBy',
  'sortOrder',
  'flatten',
  'hidden',
  'noCache',
  'no-cache',
]);
const SIMPLE_SORTS = new Set(['name', 'status', 'type', 'updated_at']);

export class TopologyParamError extends Error {}

/** `"a,b, c"` → ['a','b','c']; blanks and the console's 'All' dropped. */
function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.toLowerCase() !== 'all');
}

function bool(name: string, value: string | null): boolean {
  if (value === null || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new TopologyParamError(`${name} must be true or false, not "${value}"`);
}

function labelsOf(value: string | null): Record<string, string> | null {
  const items = list(value);
  if (items.length === 0) return null;
  const out: Record<string, string> = {};
  for (const item of items) {
    const at = item.indexOf('=');
    const key = at < 0 ? '' : item.slice(0, at).trim();
    if (key === '') throw new TopologyParamError(`labels must be key=value pairs, not "${item}"`);
    out[key] = item.slice(at + 1).trim();
  }
  return out;
}

function sortByOf(value: string | null): TopologySortBy {
  if (value === null || value === '') return { kind: 'none' };
  if (SIMPLE_SORTS.has(value)) return { kind: value as 'name' | 'status' | 'type' | 'updated_at' };
  if (value.startsWith('field:') && value.length > 'field:'.length)
    return { kind: 'field', field: value.slice('field:'.length) };
  throw new TopologyParamError(
    `sortBy must be name, status, type, updated_at or field:<property>, not "${value}"`,
  );
}

function uuidOrNull(name: string, value: string | null): string | null {
  if (value === null || value === '' || value === 'All') return null;
  if (!UUID.test(value)) throw new TopologyParamError(`${name} must be a uuid, not "${value}"`);
  return value.toLowerCase();
}

function depthOf(value: string | null): number {
  if (value === null || value === '') return DEFAULT_DEPTH;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= MAX_DEPTH))
    throw new TopologyParamError(`depth must be a whole number from 1 to ${MAX_DEPTH}, not "${value}"`);
  return n;
}

/** Parses and validates; throws TopologyParamError with a message for the caller. */
export function parseTopologyParams(query: URLSearchParams): TopologyOptions {
  for (const key of query.keys())
    if (!KNOWN.has(key)) throw new TopologyParamError(`unknown parameter "${key}"`);
  const sortOrder = query.get('sortOrder') ?? '';
  if (sortOrder !== '' && sortOrder !== 'asc' && sortOrder !== 'desc')
    throw new TopologyParamError(`sortOrder must be asc or desc, not "${sortOrder}"`);
  const owner = query.get('owner')?.trim() ?? '';
  return {
    id: uuidOrNull('id', query.get('id')),
    types: list(query.get('type')),
    statuses: list(query.get('status')),
    teams: list(query.get('team')),
    labels: labelsOf(query.get('labels')),
    agentId: uuidOrNull('agent_id', query.get('agent_id')),
    owner: owner === '' || owner === 'All' ? null : owner,
    depth: depthOf(query.get('depth')),
    sortBy: sortByOf(query.get('sortBy')),
    sortOrder: sortOrder === 'desc' ? 'desc' : 'asc',
    flatten: bool('flatten', query.get('flatten')),
    hidden: bool('hidden', query.get('hidden')),
  };
}

/** duty's matchItems: `!x` excludes x, `*` matches all, otherwise any listed value matches. */
export function matchItems(item: string, items: readonly string[]): boolean {
  if (items.length === 0) return true;
  if (items.some((i) => i.startsWith('!') && i.slice(1) === item)) return false;
  const positives = items.filter((i) => !i.startsWith('!'));
  if (positives.length === 0) return true;
  return positives.some((i) => i === '*' || i === item);
}
