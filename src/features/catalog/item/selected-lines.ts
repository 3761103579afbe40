// The repeated `selected` URL parameter of the item page (spec §2.3): selected line numbers.

/** `?selected=3&selected=5` → [3, 5] (sorted, unique, positive integers only). */
export function parseSelected(searchStr: string): number[] {
  const params = new URLSearchParams(searchStr);
  // The router may have rewritten the parameter as a JSON array (`selected=[2,3]`): read both.
  const lines = params
    .getAll('selected')
    .flatMap((v) => v.replace(/^\[|\]$/g, '').split(','))
    .map((v) => Number(v.replace(/^"|"$/g, '')))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(lines)].sort((a, b) => a - b);
}

/** The search string with `selected` replaced by `lines` (other parameters kept). */
export function withSelected(searchStr: string, lines: readonly number[]): string {
  const params = new URLSearchParams(searchStr);
  params.delete('selected');
  for (const n of lines) params.append('selected', String(n));
  const q = params.toString();
  return q === '' ? '' : `?${q}`;
}

/**
 * A click on line `n`: toggles it; with shift, adds the range from the last selected line.
 */
export function toggleLine(selected: readonly number[], n: number, range: boolean): number[] {
  const last = selected[selected.length - 1];
  if (range && last !== undefined) {
    const [a, b] = last < n ? [last, n] : [n, last];
    const out = new Set(selected);
    for (let i = a; i <= b; i++) out.add(i);
    return [...out].sort((x, y) => x - y);
  }
  return selected.includes(n) ? selected.filter((x) => x !== n) : [...selected, n].sort((x, y) => x - y);
}
