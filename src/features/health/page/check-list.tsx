// The list of checks (table or cards), grouped by the engine: a groupBy query gives each group's
// size and state, the rows query (sorted by group) is fetched only for the window on screen.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLiveQuery, useTypingAhead } from '../../../sync/client/hooks.tsx';
import { checks } from '../../../sync/collections/checks.ts';
import { maxWindow } from '../../../sync/query/query-schema.ts';
import { rowsQuery } from '../state/check-query.ts';
import { groupsQuery, summarizeGroups } from '../state/grouping.ts';
import { flatLayout, groupedLayout, rowWindow } from '../state/table-layout.ts';
import type { HealthSearch } from '../state/url-state.ts';
import { CheckCards, MAX_CARDS } from './check-cards.tsx';
import { CHECK_ROW_PX, CheckTable } from './check-table.tsx';
import { screenfulRows } from '../../../lib/growing-overscan.ts';
import { CHECK_LIST_WORDS, withGroupsState } from '../state/list-state.ts';
import { useLocalList } from '../../../sync/client/use-local-list.ts';
import { ListStatus } from './list-status.tsx';

interface Props {
  /** The address with the live (not yet debounced) search text. */
  search: HealthSearch;
  groupBy: string;
  layout: 'table' | 'card';
  onSort: (column: string) => void;
  onOpen: (id: string) => void;
  selectedId?: string | undefined;
  nowMs: number;
}

const FIRST_WINDOW = { offset: 0, limit: 100 };
export function CheckList({ search, groupBy, layout, onSort, onOpen, selectedId, nowMs }: Props) {
  const groupsSpec = groupsQuery(search, groupBy);
  // Both lists answer the next keystrokes ahead (issue 21): each renders in its keystroke's frame.
  useTypingAhead(checks, groupsSpec ?? undefined);
  const groupsAnswer = useLiveQuery(checks, groupsSpec ?? { limit: 0 });
  const [rowsWindow, setRowsWindow] = useState(FIRST_WINDOW);
  const wanted = layout === 'card' ? { offset: 0, limit: MAX_CARDS } : rowsWindow;
  const rows = useLocalList(
    checks,
    rowsQuery(search, wanted.limit, { offset: wanted.offset, groupBy }),
    CHECK_LIST_WORDS,
    // A keystroke's answer carries the rows drawn in its own frame; the rest follow (issue 21).
    { typeAhead: { rows: screenfulRows(CHECK_ROW_PX) } },
  );

  // Collapsed groups, per group-by (switching grouping starts with every group open).
  const [closed, setClosed] = useState<{ groupBy: string; keys: ReadonlySet<string> }>({
    groupBy,
    keys: new Set(),
  });
  const closedKeys = useMemo(
    () => (closed.groupBy === groupBy ? closed.keys : new Set<string>()),
    [closed, groupBy],
  );
  const toggleGroup = useCallback(
    (key: string) =>
      setClosed((prev) => {
        const keys = new Set(prev.groupBy === groupBy ? prev.keys : []);
        if (keys.has(key)) keys.delete(key);
        else keys.add(key);
        return { groupBy, keys };
      }),
    [groupBy],
  );

  const grouped = groupsSpec !== null;
  const groupResults = groupsAnswer.result?.groups;
  const groups = useMemo(
    () => (!grouped || groupResults === undefined ? null : summarizeGroups(groupResults)),
    [grouped, groupResults],
  );
  const total = rows.result?.total;
  const tableLayout = useMemo(
    () => (groups === null ? flatLayout(total ?? 0) : groupedLayout(groups, closedKeys)),
    [groups, total, closedKeys],
  );

  // The window asked now: an unchanged window schedules no update. Even a state update that bails
  // out costs an urgent render while the list's answers wait as transitions, and this runs after
  // every commit that changes the layout.
  const askedWindow = useRef(rowsWindow);
  askedWindow.current = rowsWindow;
  const onRange = useCallback(
    (from: number, to: number) => {
      const next = rowWindow(tableLayout, from, to, maxWindow);
      const prev = askedWindow.current;
      if (next === null || (prev.offset === next.offset && prev.limit === next.limit)) return;
      askedWindow.current = next; // asked, not yet rendered: the same window is not asked twice
      setRowsWindow(next);
    },
    [tableLayout],
  );
  const result = rows.result;
  const rowAt = useCallback(
    (offset: number) => (result === undefined ? undefined : result.rows[offset - result.offset]),
    [result],
  );

  // Grouped: wait for the group sizes as well as the rows.
  const state = withGroupsState(rows.state, groupsAnswer.error, grouped && groups === null);
  if (state.kind === 'loading' || state.kind === 'error') return <ListStatus state={state} />;

  return (
    <>
      <ListStatus state={state} />
      {layout === 'card' ? (
        <CheckCards
          rows={result?.offset === 0 ? result.rows : []}
          total={total ?? 0}
          groups={groups}
          onOpen={onOpen}
        />
      ) : (
        <CheckTable
          layout={tableLayout}
          rowAt={rowAt}
          onRange={onRange}
          onToggleGroup={toggleGroup}
          sortBy={search.sortBy ?? 'name'}
          sortDesc={search.sortDesc === true}
          onSort={onSort}
          onOpen={onOpen}
          selectedId={selectedId}
          nowMs={nowMs}
          searchText={search.query ?? ''}
        />
      )}
    </>
  );
}
