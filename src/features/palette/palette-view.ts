// What the palette lists for a text: with nothing typed, what was used recently, the recent
// searches and every command; with text, the matching commands and rows grouped by kind. Pure.
import type { Command } from '../../lib/commands/command.ts';
import { matchClass, normalizeSearch } from '../../lib/search/match-rank.ts';
import type { SearchAnswer } from '../../sync/client/public-types.ts';
import {
  COMMAND_KIND,
  commandEntries,
  groupHits,
  RECENT_KIND,
  SEARCH_KIND,
  type KindHits,
  type PaletteEntry,
  type PaletteGroup,
} from './ranking.ts';
import type { SearchKind } from './search-kinds.ts';

/** Most entries a group lists over every kind, and narrowed to one (Tab). */
export const PER_KIND = 5;
export const PER_KIND_NARROWED = 50;
/** Most recent entries shown with nothing typed. */
export const RECENT_SHOWN = 6;

export interface PaletteInput {
  readonly text: string;
  readonly commands: readonly Command[];
  /** The kinds this user may search, in order. */
  readonly kinds: readonly SearchKind[];
  /** The worker's answer for `text` (or the last one while the next is on its way). */
  readonly answer: SearchAnswer | undefined;
  /** Opened from the palette recently, most recent first (commands and rows). */
  readonly recent: readonly PaletteEntry[];
  readonly recentSearches: readonly string[];
  readonly narrowed: string | null;
}

export interface PaletteView {
  readonly groups: readonly PaletteGroup[];
  /** The kinds Tab steps through (those with results), in the order shown. */
  readonly kinds: readonly string[];
}

const searchEntry = (text: string): PaletteEntry => ({
  key: `${SEARCH_KIND}:${text}`,
  kind: SEARCH_KIND,
  title: text,
  detail: null,
  icon: 'clock',
  href: null,
  rank: 0,
});

function emptyTextView(input: PaletteInput): PaletteView {
  const commands = commandEntries(input.commands, '');
  const offered = new Set(commands.map((c) => c.key));
  // A recent command no longer offered (another page's, or not for this user) is not shown.
  const recent = input.recent
    .filter((e) => e.kind !== COMMAND_KIND || offered.has(e.key))
    .slice(0, RECENT_SHOWN);
  const all: PaletteGroup[] = [
    { kind: RECENT_KIND, label: 'Recent', icon: 'clock', total: recent.length, entries: recent },
    {
      kind: SEARCH_KIND,
      label: 'Recent searches',
      icon: 'clock',
      total: input.recentSearches.length,
      entries: input.recentSearches.map(searchEntry),
    },
    { kind: COMMAND_KIND, label: 'Commands', icon: 'help', total: commands.length, entries: commands },
  ];
  const shown = all.filter((g) => g.entries.length > 0);
  const groups = shown.filter((g) => input.narrowed === null || input.narrowed === g.kind);
  return { groups, kinds: shown.map((g) => g.kind) };
}

/** The palette's groups for `input`. */
export function paletteView(input: PaletteInput): PaletteView {
  const text = normalizeSearch(input.text);
  if (text === '') return emptyTextView(input);
  const commands = commandEntries(input.commands, text);
  const hits: KindHits[] = [
    { kind: COMMAND_KIND, label: 'Commands', icon: 'help', total: commands.length, entries: commands },
    ...input.kinds.map((kind): KindHits => {
      const found = input.answer?.[kind.collection];
      const entries = (found?.rows ?? []).flatMap((row) => {
        const item = kind.read(row, text);
        if (item === undefined) return [];
        const entry: PaletteEntry = {
          ...item,
          icon: kind.icon,
          rank: matchClass(item.title.toLowerCase(), text),
        };
        return [entry];
      });
      return { kind: kind.id, label: kind.label, icon: kind.icon, total: found?.total ?? 0, entries };
    }),
  ];
  const options = { recent: input.recent, text, narrowed: null };
  const all = groupHits(hits, { ...options, perKind: PER_KIND });
  const kinds = all.map((g) => g.kind);
  if (input.narrowed === null || !kinds.includes(input.narrowed)) return { groups: all, kinds };
  return {
    groups: groupHits(hits, { ...options, narrowed: input.narrowed, perKind: PER_KIND_NARROWED }),
    kinds,
  };
}
