// Values the Dashboard sorts components by that no column holds as such (spec 02-areas §4, §9):
// the health weight of the cards' order, and each headline property as a sortable text.
// They are engine fields of `components` (`status_weight`, `headline`), computed per row.

/** Spec §4: cards sort unhealthy first, then warning, then healthy (then info, then the rest). */
export const STATUS_WEIGHTS: Readonly<Record<string, number>> = {
  unhealthy: 1,
  warning: 2,
  healthy: 3,
  info: 4,
};
/** A status the spec gives no weight (unknown, empty) sorts after the weighted ones. */
export const UNWEIGHTED = 5;

export function statusWeight(status: string | null | undefined): number {
  return (status !== null && status !== undefined && STATUS_WEIGHTS[status.toLowerCase()]) || UNWEIGHTED;
}

/**
 * A number as text that sorts in numeric order (the engine sorts a map key's values as text):
 * a sign letter, then the integer part padded to 16 digits, then six decimals.
 */
export function sortableNumber(n: number): string {
  const magnitude = Math.min(Math.abs(n), 1e15);
  // '-' sorts before '0'; a negative number's complement puts larger magnitudes first.
  const shown = n < 0 ? 1e15 - magnitude : magnitude;
  const [whole = '0', fraction = ''] = shown.toFixed(6).split('.');
  return `${n < 0 ? '-' : '0'}${whole.padStart(16, '0')}.${fraction}`;
}

/** `{ name: sortable value }` of a component's headline properties (numbers in numeric order). */
export function headlineSortValues(properties: unknown): Record<string, string> | null {
  if (!Array.isArray(properties)) return null;
  const out: Record<string, string> = {};
  for (const p of properties as unknown[]) {
    if (p === null || typeof p !== 'object') continue;
    const { name, headline, value, text } = p as Record<string, unknown>;
    if (headline !== true || typeof name !== 'string' || name === '') continue;
    if (typeof value === 'number' && Number.isFinite(value)) out[name] = sortableNumber(value);
    else if (typeof text === 'string') out[name] = text;
    else if (typeof value === 'string' || typeof value === 'boolean') out[name] = String(value);
  }
  return out;
}
