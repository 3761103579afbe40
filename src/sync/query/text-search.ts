// Case-insensitive substring search over each row's precomputed haystack, with a small cache
// of recent searches so typing one more character only rescans the previous matches.
import { Bitset } from './bitset.ts';
import type { RowStore } from './row-store.ts';

/** Lowercased whitespace-separated tokens; a row matches when its haystack contains every one. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '');
}

export function haystackMatches(haystack: string, tokens: readonly string[]): boolean {
  for (const token of tokens) if (haystack.indexOf(token) === -1) return false;
  return true;
}

interface CachedSearch {
  readonly canonical: string;
  readonly tokens: readonly string[];
  readonly bits: Bitset;
}

const cacheSize = 8;

/**
 * Recent text matches over all live rows. If the new search's canonical form ("tok tok") starts
 * with a cached one, every cached token is a substring of a new token, so the new matches are a
 * subset of the cached ones: only those are rescanned.
 */
export class TextSearchCache<T> {
  private entries: CachedSearch[] = [];

  constructor(private readonly store: RowStore<T>) {}

  /** Rows matching all `tokens`. The bitset is shared: read it, never mutate it. */
  matches(tokens: readonly string[]): Bitset {
    const canonical = tokens.join(' ');
    const exact = this.entries.find((entry) => entry.canonical === canonical);
    if (exact) return this.touch(exact).bits;
    let base: CachedSearch | undefined;
    for (const entry of this.entries)
      if (canonical.startsWith(entry.canonical) && (!base || entry.canonical.length > base.canonical.length))
        base = entry;
    const haystacks = this.store.haystacks;
    const bits = new Bitset(this.store.capacity);
    (base ? base.bits : this.store.alive).forEach((slot) => {
      if (haystackMatches(haystacks[slot]!, tokens)) bits.add(slot);
    });
    return this.touch({ canonical, tokens, bits }).bits;
  }

  /** Re-checks one slot after it was written or removed. */
  update(slot: number): void {
    const live = this.store.alive.has(slot);
    const haystack = this.store.haystacks[slot] ?? '';
    for (const entry of this.entries) {
      if (live && haystackMatches(haystack, entry.tokens)) entry.bits.add(slot);
      else entry.bits.delete(slot);
    }
  }

  clear(): void {
    this.entries = [];
  }

  private touch(entry: CachedSearch): CachedSearch {
    this.entries = [entry, ...this.entries.filter((e) => e !== entry)].slice(0, cacheSize);
    return entry;
  }
}
