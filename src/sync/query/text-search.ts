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
    // Kept as recent as what it narrowed to: typing ahead (type-ahead.ts) narrows one base into
    // dozens of candidates, and the base must outlive them in the cache.
    if (base) this.touch(base);
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

  /**
   * The characters that can come next in `tokens`' search: those following the last token
   * wherever the rows matching `tokens` hold it or, with `newToken` (the text ends in a space),
   * every character of those rows, the most frequent next first. A next character
   * outside them matches nothing.
   */
  followers(tokens: readonly string[], newToken: boolean): string {
    // Counted, so the likeliest next keys come first: typing ahead answers them first.
    const counts = new Uint32Array(0x10000);
    const haystacks = this.store.haystacks;
    const last = newToken ? '' : (tokens[tokens.length - 1] ?? '');
    let chars = '';
    const note = (haystack: string, i: number): void => {
      const code = haystack.charCodeAt(i);
      const before = counts[code]!;
      counts[code] = before + 1;
      if (before === 0) chars += haystack[i];
    };
    (tokens.length > 0 ? this.matches(tokens) : this.store.alive).forEach((slot) => {
      const haystack = haystacks[slot]!;
      if (last === '') {
        for (let i = 0; i < haystack.length; i++) note(haystack, i);
        return;
      }
      for (let at = haystack.indexOf(last); at !== -1; at = haystack.indexOf(last, at + 1))
        if (at + last.length < haystack.length) note(haystack, at + last.length);
    });
    // Most frequent first; the sort is stable, so equals keep the order first met.
    return chars
      .split('')
      .sort((a, b) => counts[b.charCodeAt(0)]! - counts[a.charCodeAt(0)]!)
      .join('');
  }

  clear(): void {
    this.entries = [];
  }

  private touch(entry: CachedSearch): CachedSearch {
    this.entries = [entry, ...this.entries.filter((e) => e !== entry)].slice(0, cacheSize);
    return entry;
  }
}
