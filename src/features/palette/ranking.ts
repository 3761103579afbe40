// The palette's list: commands and found rows, ranked (prefix before word start before elsewhere,
// recently used first, then in the order given) and grouped by kind with counts. Pure: the
// worker has already ranked and capped each collection's rows; this merges what the user used
// recently, caps each group and orders the groups by their best entry.
import type { IconName } from '../../components/ui/icons.tsx';
import type { Command } from '../../lib/commands/command.ts';
import { containsAllWords, matchClass, type MatchClass } from '../../lib/search/match-rank.ts';

/** One line of the palette. */
export interface PaletteEntry {
  /** Unique in the list: 'command:nav.health', 'config:<id>', 'search:<text>'. */
  readonly key: string;
  /** 'command', 'search' (a recent search) or a search kind's id. */
  readonly kind: string;
  readonly title: string;
  readonly detail: string | null;
  readonly icon: IconName;
  /** Where it opens (a new tab with Ctrl/Cmd+Enter); null for a command that only runs. */
  readonly href: string | null;
  /** How well the title meets the text (0 best). */
  readonly rank: MatchClass;
}

export interface PaletteGroup {
  readonly kind: string;
  readonly label: string;
  readonly icon: IconName;
  /** How many match in all (more than are listed when capped). */
  readonly total: number;
  readonly entries: readonly PaletteEntry[];
}

export const COMMAND_KIND = 'command';
export const RECENT_KIND = 'recent';
export const SEARCH_KIND = 'search';

/** The commands whose words hold every word of `text` (normalized), as entries. */
export function commandEntries(commands: readonly Command[], text: string): PaletteEntry[] {
  const entries: PaletteEntry[] = [];
  for (const command of commands) {
    const title = command.title.toLowerCase();
    const words = [
      title,
      command.group.toLowerCase(),
      ...(command.keywords ?? []).map((k) => k.toLowerCase()),
    ];
    if (!containsAllWords(words, text)) continue;
    entries.push({
      key: `${COMMAND_KIND}:${command.id}`,
      kind: COMMAND_KIND,
      title: command.title,
      detail: null,
      icon: command.icon,
      href: command.href ?? null,
      rank: matchClass(title, text),
    });
  }
  return entries;
}

/** Orders entries by rank, then recently used first (`recent`: keys, most recent first), then as given. */
export function rankEntries(entries: readonly PaletteEntry[], recent: readonly string[]): PaletteEntry[] {
  const recency = (key: string) => {
    const at = recent.indexOf(key);
    return at === -1 ? Number.POSITIVE_INFINITY : at;
  };
  return entries
    .map((entry, order) => ({ entry, order, recent: recency(entry.key) }))
    .sort((a, b) => a.entry.rank - b.entry.rank || a.recent - b.recent || a.order - b.order)
    .map((x) => x.entry);
}

/** One kind's candidates before grouping: the worker's best rows (or the matching commands). */
export interface KindHits {
  readonly kind: string;
  readonly label: string;
  readonly icon: IconName;
  readonly total: number;
  readonly entries: readonly PaletteEntry[];
}

export interface GroupOptions {
  /** Recently opened entries, most recent first; those matching the text join their kind. */
  readonly recent: readonly PaletteEntry[];
  /** Most entries a group lists. */
  readonly perKind: number;
  /** Only this kind's group (Tab), or every kind. */
  readonly narrowed: string | null;
  readonly text: string;
}

/** Groups per kind, best group first; empty kinds are left out. */
export function groupHits(hits: readonly KindHits[], options: GroupOptions): PaletteGroup[] {
  const recentKeys = options.recent.map((e) => e.key);
  const groups = hits.flatMap((kind, order) => {
    if (options.narrowed !== null && options.narrowed !== kind.kind) return [];
    const found = new Set(kind.entries.map((e) => e.key));
    const extra = options.recent
      .filter(
        (e) =>
          e.kind === kind.kind &&
          !found.has(e.key) &&
          containsAllWords([e.title.toLowerCase()], options.text),
      )
      .map((e) => ({ ...e, rank: matchClass(e.title.toLowerCase(), options.text) }));
    const entries = rankEntries([...kind.entries, ...extra], recentKeys).slice(0, options.perKind);
    if (entries.length === 0) return [];
    const best = entries[0]!;
    const bestRecent = recentKeys.indexOf(best.key);
    const group: PaletteGroup = {
      kind: kind.kind,
      label: kind.label,
      icon: kind.icon,
      total: Math.max(kind.total, kind.entries.length + extra.length),
      entries,
    };
    return [
      { group, rank: best.rank, recent: bestRecent === -1 ? Number.POSITIVE_INFINITY : bestRecent, order },
    ];
  });
  return groups
    .sort((a, b) => a.rank - b.rank || a.recent - b.recent || a.order - b.order)
    .map((g) => g.group);
}

/** The kinds present in `groups`, for Tab to step through (null: every kind). */
export function nextNarrowing(
  kinds: readonly string[],
  current: string | null,
  back: boolean,
): string | null {
  const cycle: (string | null)[] = [null, ...kinds];
  const at = Math.max(0, cycle.indexOf(current));
  const next = (at + (back ? cycle.length - 1 : 1)) % cycle.length;
  return cycle[next] ?? null;
}

/** What Tab has narrowed the palette to, and the order it steps through while narrowed. */
export interface Narrowing {
  readonly kind: string | null;
  readonly cycle: readonly string[];
}

export const NOT_NARROWED: Narrowing = { kind: null, cycle: [] };

/**
 * One press of Tab (or Shift+Tab, `back`). The order is the groups' order when narrowing began,
 * kept while narrowed: results arriving meanwhile re-rank the groups, and Shift+Tab must still
 * go back where Tab came from.
 */
export function stepNarrowing(now: Narrowing, shown: readonly string[], back: boolean): Narrowing {
  const cycle = now.kind === null ? shown : now.cycle;
  return { kind: nextNarrowing(cycle, now.kind, back), cycle };
}
