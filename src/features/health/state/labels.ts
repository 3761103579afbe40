// Label chips and label filter options (spec 01-core §2).
import { labelId, type LabelId } from './url-state.ts';

const FIRST = ['account', 'namespace', 'name'];
// The same order as String#localeCompare, several times faster: each keystroke draws a screenful
// of rows' labels (issue 21).
const byLocale = new Intl.Collator().compare;

/** Tags sorted with account, namespace and name first, then alphabetically by key. */
export function sortLabelEntries(labels: Readonly<Record<string, string>>): [string, string][] {
  const rank = (k: string): number => {
    const i = FIRST.indexOf(k);
    return i < 0 ? FIRST.length : i;
  };
  return Object.entries(labels).sort(([a], [b]) => rank(a) - rank(b) || byLocale(a, b));
}

export interface LabelOption {
  readonly key: string;
  /** Distinct values, sorted. */
  readonly values: readonly string[];
  /** Only 'true'/'false' values: shown as a toggle. */
  readonly boolean: boolean;
}

/** Distinct label keys and values over `rows`, keys sorted. */
export function labelOptions(rows: readonly { labels: Readonly<Record<string, string>> }[]): LabelOption[] {
  return labelOptionsFromPairs(
    rows.flatMap((row) => Object.entries(row.labels).map(([key, value]) => ({ key, value }))),
  );
}

/** The same from key=value pairs, e.g. the engine's map facet counts of `labels`. */
export function labelOptionsFromPairs(
  pairs: readonly { key: string; value: string | null }[],
): LabelOption[] {
  const byKey = new Map<string, Set<string>>();
  for (const { key, value } of pairs) {
    if (value === null) continue;
    let set = byKey.get(key);
    if (!set) byKey.set(key, (set = new Set()));
    set.add(value);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, set]) => {
      const values = [...set].sort();
      return { key, values, boolean: values.every((v) => v === 'true' || v === 'false') };
    });
}

/** 'including N labels' once 4 or more are selected (spec §2); otherwise the names. */
export function selectionSummary(selected: readonly string[]): string {
  if (selected.length === 0) return 'All';
  if (selected.length >= 4) return `including ${selected.length} labels`;
  return selected.join(', ');
}

/** Selecting all values of a key: every value included, or (if all were) none. */
export function selectAll(
  current: Readonly<Record<LabelId, 1 | -1>>,
  key: string,
  values: readonly string[],
): Record<LabelId, 1 | -1> {
  const ids = values.map((v) => labelId(key, v));
  const next = { ...current };
  const allOn = ids.every((id) => next[id] === 1);
  for (const id of ids) {
    if (allOn) delete next[id];
    else next[id] = 1;
  }
  return next;
}
