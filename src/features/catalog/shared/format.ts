// Number formats of the catalogue (spec 02-areas §2.2 and §9).

/** Count badges: '1k+' style above 999 (floored thousands), the plain number otherwise. */
export function abbreviateCount(count: number): string {
  if (count > 999) return `${Math.floor(count / 1000)}k+`;
  return String(count);
}

/** A count of 500 or more is highlighted red. */
export function isHighCount(count: number): boolean {
  return count >= 500;
}

/**
 * Cost in dollars: two decimals when 10 or less, else whole; above 1000 shortened with k.
 * Null, undefined and zero show nothing (the reference leaves the cell empty).
 */
export function formatCost(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return '';
  if (value > 1000) {
    const k = value / 1000;
    return `$${k >= 10 ? Math.round(k) : Math.round(k * 10) / 10}k`;
  }
  if (value <= 10) return `$${value.toFixed(2)}`;
  return `$${Math.round(value)}`;
}
