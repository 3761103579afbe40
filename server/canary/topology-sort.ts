// Orders of the topology answer. `status` uses the spec's card weights (02-areas §"Health
// values": unhealthy 1, warning 2, healthy 3, info 4; anything else after), ascending by weight
// for `asc` and the reverse for `desc`. `field:<property>` sorts by a property's value (or text),
// with components lacking the property last either way. Ties go by name, then id.
import type { ComponentRow } from './topology-query.ts';
import type { TopologySortBy } from './topology-params.ts';

const STATUS_WEIGHT: Record<string, number> = { unhealthy: 1, warning: 2, healthy: 3, info: 4 };

type Key = string | number | null;

function propertyKey(row: ComponentRow, field: string): Key {
  const props = row['properties'];
  if (!Array.isArray(props)) return null;
  for (const p of props as unknown[]) {
    if (typeof p !== 'object' || p === null) continue;
    const prop = p as Record<string, unknown>;
    if (prop['name'] !== field) continue;
    if (typeof prop['value'] === 'number') return prop['value'];
    if (typeof prop['text'] === 'string' && prop['text'] !== '') return prop['text'];
    return null;
  }
  return null;
}

function keyOf(row: ComponentRow, sortBy: TopologySortBy): Key {
  switch (sortBy.kind) {
    case 'none':
    case 'name':
      return row.name;
    case 'status':
      return STATUS_WEIGHT[row.status] ?? 5;
    case 'type':
      return typeof row['type'] === 'string' ? row['type'] : null;
    case 'updated_at': {
      const at = row['updated_at'] ?? row['created_at'];
      const t = typeof at === 'string' ? Date.parse(at) : NaN;
      return Number.isNaN(t) ? null : t;
    }
    case 'field':
      return propertyKey(row, sortBy.field);
  }
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

export function compareComponents(
  sortBy: TopologySortBy,
  order: 'asc' | 'desc',
): (a: ComponentRow, b: ComponentRow) => number {
  const sign = order === 'desc' ? -1 : 1;
  return (a, b) => {
    const ka = keyOf(a, sortBy);
    const kb = keyOf(b, sortBy);
    if (ka === null && kb !== null) return 1;
    if (kb === null && ka !== null) return -1;
    const primary = ka === null || kb === null ? 0 : sign * compareKeys(ka, kb);
    if (primary !== 0) return primary;
    return compareKeys(a.name, b.name) || compareKeys(a.id, b.id);
  };
}
