// Health colours of the catalogue (spec 02-areas §4): healthy green, unhealthy red, warning
// orange, unknown grey; a summary's bar is green if any item is healthy, else red, orange, grey.

export const HEALTH_VALUES = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;
export type Health = (typeof HEALTH_VALUES)[number];

export const HEALTH_COLOURS: Readonly<Record<Health, string>> = {
  healthy: 'var(--mc-healthy)',
  unhealthy: 'var(--mc-unhealthy)',
  warning: 'var(--mc-warning)',
  unknown: 'var(--mc-unknown)',
};

/** Any string → a known health value (absent or odd values are `unknown`). */
export function asHealth(value: string | null | undefined): Health {
  return value === 'healthy' || value === 'unhealthy' || value === 'warning' ? value : 'unknown';
}

/** The single colour a set of health counts shows as (the spec's bar rule). */
export function barHealth(counts: Readonly<Partial<Record<string, number>>>): Health {
  if ((counts['healthy'] ?? 0) > 0) return 'healthy';
  if ((counts['unhealthy'] ?? 0) > 0) return 'unhealthy';
  if ((counts['warning'] ?? 0) > 0) return 'warning';
  return 'unknown';
}

/** Segments of a stacked health bar in the fixed order healthy, warning, unhealthy, unknown. */
export function healthSegments(
  counts: Readonly<Partial<Record<string, number>>>,
): { health: Health; count: number; percent: number }[] {
  const order: Health[] = ['healthy', 'warning', 'unhealthy', 'unknown'];
  const total = order.reduce((sum, h) => sum + (counts[h] ?? 0), 0);
  if (total === 0) return [];
  return order
    .map((health) => ({ health, count: counts[health] ?? 0, percent: ((counts[health] ?? 0) / total) * 100 }))
    .filter((s) => s.count > 0);
}
