// The command palette (Ctrl/Cmd+K): one box over the commands offered here and the synced rows
// this user may read. Keyboard only: arrows move, Enter opens or runs, Ctrl/Cmd+Enter opens in a
// new tab, Tab narrows to one kind (Shift+Tab back), Esc closes. It reads local data only, so it
// works offline, and lists only the commands the registry offers this user (a viewer is offered
// no write command: the registry asks the role matrix for each).
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { PaletteDialog } from '../../components/ui/palette-dialog.tsx';
import type { FeatureFlags } from '../../lib/access/feature-flags.ts';
import type { Role } from '../../lib/access/permissions.ts';
import { useCommands, useRunCommand } from '../../lib/commands/commands-context.tsx';
import { normalizeSearch } from '../../lib/search/match-rank.ts';
import { PaletteList, optionId } from './palette-list.tsx';
import { paletteView } from './palette-view.ts';
import {
  COMMAND_KIND,
  NOT_NARROWED,
  SEARCH_KIND,
  stepNarrowing,
  type Narrowing,
  type PaletteEntry,
} from './ranking.ts';
import { usePaletteRecents } from './recents.ts';
import { availableKinds } from './search-kinds.ts';
import { usePaletteSearch } from './use-palette-search.ts';
import './palette.css';

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  userId: string;
  roles: readonly Role[];
  flags: FeatureFlags;
}

export function CommandPalette({ isOpen, onOpenChange, ...who }: CommandPaletteProps) {
  return (
    <PaletteDialog isOpen={isOpen} onOpenChange={onOpenChange} label="Command palette">
      <PaletteBody close={() => onOpenChange(false)} {...who} />
    </PaletteDialog>
  );
}

const NARROW_LABELS: Readonly<Record<string, string>> = { recent: 'Recent', search: 'Recent searches' };

function PaletteBody({
  close,
  userId,
  roles,
  flags,
}: Omit<CommandPaletteProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const listId = useId();
  const router = useRouter();
  const [text, setText] = useState('');
  const [narrowing, setNarrowing] = useState<Narrowing>(NOT_NARROWED);
  const narrowed = narrowing.kind;
  const [active, setActive] = useState(0);
  const kinds = useMemo(() => availableKinds(roles, flags), [roles, flags]);
  const offered = useCommands();
  // The palette's own command is not one of its results.
  const commands = useMemo(() => offered.filter((c) => !c.id.startsWith('palette.')), [offered]);
  const run = useRunCommand();
  const recents = usePaletteRecents(userId);
  const { answer, error } = usePaletteSearch(text, kinds, narrowed);
  const view = useMemo(
    () =>
      paletteView({
        text,
        commands,
        kinds,
        answer,
        recent: recents.entries,
        recentSearches: recents.searches,
        narrowed,
      }),
    [text, commands, kinds, answer, recents.entries, recents.searches, narrowed],
  );
  const flat = view.groups.flatMap((g) => g.entries);
  const current = flat.length === 0 ? -1 : Math.min(active, flat.length - 1);

  useEffect(() => {
    if (current >= 0)
      document.getElementById(optionId(listId, current))?.scrollIntoView({ block: 'nearest' });
  }, [listId, current]);

  const choose = (entry: PaletteEntry, newTab: boolean) => {
    if (entry.kind === SEARCH_KIND) {
      setText(entry.title);
      setActive(0);
      return;
    }
    recents.rememberEntry(entry);
    recents.rememberSearch(text);
    close();
    if (newTab && entry.href !== null) {
      window.open(entry.href, '_blank', 'noopener');
      return;
    }
    if (entry.kind === COMMAND_KIND) {
      const command = commands.find((c) => `${COMMAND_KIND}:${c.id}` === entry.key);
      if (command !== undefined) run(command);
    } else if (entry.href !== null) void router.navigate({ href: entry.href });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = (by: number) => {
      event.preventDefault();
      if (flat.length > 0) setActive((Math.max(0, current) + by + flat.length) % flat.length);
    };
    if (event.key === 'ArrowDown') step(1);
    else if (event.key === 'ArrowUp') step(-1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = flat[current];
      if (entry !== undefined) choose(entry, event.ctrlKey || event.metaKey);
    } else if (event.key === 'Tab') {
      // Narrowing, not a focus move: the dialog's focus trap must not see it (it would select the text).
      event.preventDefault();
      event.stopPropagation();
      setNarrowing((n) => stepNarrowing(n, view.kinds, event.shiftKey));
      setActive(0);
    }
  };

  const typed = normalizeSearch(text) !== '';
  const empty =
    error !== undefined
      ? error
      : typed && answer === undefined && kinds.length > 0
        ? 'Loading ...'
        : 'No result';
  const scope =
    narrowed === null
      ? undefined
      : (view.groups.find((g) => g.kind === narrowed)?.label ?? NARROW_LABELS[narrowed]);
  return (
    <div className="palette">
      <div className="palette__field">
        {scope !== undefined && <span className="palette__scope">{scope}</span>}
        <input
          className="palette__input"
          role="combobox"
          aria-label="Search or run a command"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(listId, current) : undefined}
          placeholder="Search, or type a command…"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <PaletteList
        id={listId}
        groups={view.groups}
        active={current}
        onHover={setActive}
        onChoose={choose}
        empty={empty}
      />
      <footer className="palette__hints" aria-hidden="true">
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> move
        </span>
        <span>
          <kbd>Enter</kbd> open
        </span>
        <span>
          <kbd>Ctrl/⌘</kbd> <kbd>Enter</kbd> new tab
        </span>
        <span>
          <kbd>Tab</kbd> one kind
        </span>
        <span>
          <kbd>Esc</kbd> close
        </span>
      </footer>
    </div>
  );
}
