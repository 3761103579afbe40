// The Search step's results: the synced local copy of config items, health checks or components,
// searched by name (works offline). Each kind reads its own collection; all render one list where
// arrow keys move and Space or Enter picks (several may be picked).
import { useMemo, useState } from 'react';
import type { Selection } from '../../../components/ui/selection.ts';
import { ListBox, ListBoxOption } from '../../../components/ui/list-box.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useDrawnInSteps } from '../../../lib/growing-overscan.ts';
import {
  useCollectionStatus,
  useLiveQuery,
  useSyncStatus,
  useTypingAhead,
} from '../../../sync/client/hooks.tsx';
import { localListStateOf } from '../../../sync/client/local-list-state.ts';
import { checks } from '../../../sync/collections/checks.ts';
import { components } from '../../../sync/collections/components.ts';
import { configItems } from '../../../sync/collections/config-items.ts';
import {
  EVIDENCE_SOURCES,
  evidenceSearchQuery,
  SEARCH_LIMIT,
  type EvidenceCandidate,
  type EvidenceSourceKind,
} from '../model/evidence-wizard.ts';

export interface ResultsProps {
  text: string;
  /** Picked items (kept across searches). */
  picked: ReadonlyMap<string, EvidenceCandidate>;
  onPickedChange: (picked: ReadonlyMap<string, EvidenceCandidate>) => void;
  /** Already attached to the hypothesis: shown, not pickable. */
  attached: ReadonlySet<string>;
}

interface Found {
  items: readonly EvidenceCandidate[] | undefined;
  total: number | undefined;
  error: string | undefined;
}

/**
 * Options a keystroke draws in its own frame (issue 21): what the list's 280 px show at once, six
 * two-line options of 44 px and part of a seventh, or up to ten of one line. No overscan: the list
 * is not virtual, and the options past these are drawn as many again each time the browser is
 * idle, before a user can scroll to them (mounting all 50 of react-aria's options took 30 ms a
 * keystroke, and up to 50 ms in one idle task; seven instead of ten two-line options took a
 * keystroke's DOM time from 12.4 to 11.3 ms at p50). The worker types the most ahead; the rest of
 * the window comes with the live answer.
 */
const MOST_SHOWN_OPTIONS = 10;
const LIST_PX = 280;

/** How many of `items`, from the first, the list shows at once (a part of the last counts). */
function optionsShown(items: readonly EvidenceCandidate[]): number {
  let height = 0;
  let count = 0;
  for (const item of items) {
    if (height >= LIST_PX) break;
    height += item.detail === null || item.detail === '' ? 30 : 44;
    count++;
  }
  return Math.max(1, count);
}

function useConfigResults(text: string): Found {
  const query = evidenceSearchQuery('config', text);
  useTypingAhead(configItems, query, MOST_SHOWN_OPTIONS);
  const { result, error } = useLiveQuery(configItems, query);
  // Namesakes (a deployment in each cluster) are told apart by where they live.
  const where = (tags: Readonly<Record<string, string>> | null) =>
    [tags?.['cluster'], tags?.['namespace']].filter(Boolean).join('/');
  return {
    items: result?.rows.map((r) => ({
      id: r.id,
      name: r.name ?? r.id,
      type: r.type,
      detail: [r.type, where(r.tags)].filter(Boolean).join(' · ') || null,
    })),
    total: result?.total,
    error,
  };
}

function useCheckResults(text: string): Found {
  const query = evidenceSearchQuery('check', text);
  useTypingAhead(checks, query, MOST_SHOWN_OPTIONS);
  const { result, error } = useLiveQuery(checks, query);
  return {
    items: result?.rows.map((r) => ({
      id: r.id,
      name: r.name,
      detail: [r.canary_name, r.type].filter(Boolean).join(' · ') || null,
    })),
    total: result?.total,
    error,
  };
}

function useComponentResults(text: string): Found {
  const query = evidenceSearchQuery('component', text);
  useTypingAhead(components, query, MOST_SHOWN_OPTIONS);
  const { result, error } = useLiveQuery(components, query);
  const rows = result?.rows.filter((r) => r.deleted_at === null);
  return {
    items: rows?.map((r) => ({
      id: r.id,
      name: r.name,
      detail: [r.type, r.namespace].filter(Boolean).join(' · ') || null,
    })),
    total: result?.total,
    error,
  };
}

/**
 * The candidates, with last render's object for each one that did not change: react-aria keeps an
 * option's element per item object, so an option that stays through a keystroke (the names that
 * still match) is not rendered again; only the new ones are.
 */
function useKeptCandidates(found: readonly EvidenceCandidate[] | undefined): readonly EvidenceCandidate[] {
  const [kept] = useState(() => new Map<string, EvidenceCandidate>());
  return useMemo(() => {
    const items = (found ?? []).map((item) => {
      const before = kept.get(item.id);
      return before !== undefined &&
        before.name === item.name &&
        before.detail === item.detail &&
        before.type === item.type
        ? before
        : item;
    });
    kept.clear();
    for (const item of items) kept.set(item.id, item);
    return items;
  }, [found, kept]);
}

const COLLECTION: Record<EvidenceSourceKind, string> = {
  config: configItems.name,
  check: checks.name,
  component: components.name,
};

export function ConfigResults(props: ResultsProps) {
  return <CandidateList kind="config" found={useConfigResults(props.text)} {...props} />;
}
export function CheckResults(props: ResultsProps) {
  return <CandidateList kind="check" found={useCheckResults(props.text)} {...props} />;
}
export function ComponentResults(props: ResultsProps) {
  return <CandidateList kind="component" found={useComponentResults(props.text)} {...props} />;
}

function CandidateList({
  kind,
  found,
  text,
  picked,
  onPickedChange,
  attached,
}: ResultsProps & { kind: EvidenceSourceKind; found: Found }) {
  const status = useCollectionStatus(COLLECTION[kind]);
  const online = useSyncStatus().online;
  const source = EVIDENCE_SOURCES[kind];
  const items = useKeptCandidates(found.items);
  // The same set while the same ids are picked: a new one would render every option again.
  const pickedIds = items.flatMap((i) => (picked.has(i.id) ? [i.id] : [])).join('\n');
  const selectedKeys = useMemo(() => new Set(pickedIds === '' ? [] : pickedIds.split('\n')), [pickedIds]);
  const disabledKeys = useMemo(() => [...attached], [attached]);
  const first = optionsShown(items);
  const shown = useDrawnInSteps(items.length, first, first, text);
  const state = localListStateOf(
    { queryError: found.error, total: found.total, status, online },
    {
      neverSyncedOffline: `The ${source.noun} have not been synced to this device yet; they appear once you are back online.`,
      syncFailed: (e) => `The ${source.noun} could not be synced: ${e}`,
    },
  );
  if (state.kind === 'error')
    return (
      <p role="alert" className="incident-wizard__error">
        The {source.noun} could not be searched: {state.message}
      </p>
    );
  if (state.kind === 'loading') return <LoadingBlock label={`Loading ${source.noun}…`} />;
  const drawn = shown < items.length ? items.slice(0, shown) : items;
  const onSelectionChange = (keys: Selection) => {
    const next = new Map(picked);
    const chosen = keys === 'all' ? new Set(items.map((i) => i.id)) : new Set([...keys].map(String));
    // Only the shown rows change; picks from earlier searches stay.
    for (const item of items) {
      if (chosen.has(item.id)) next.set(item.id, item);
      else next.delete(item.id);
    }
    onPickedChange(next);
  };
  const more = (found.total ?? 0) > SEARCH_LIMIT;
  return (
    <div className="incident-wizard__results">
      <ListBox
        aria-label={`Matching ${source.noun}`}
        selectionMode="multiple"
        items={drawn}
        selectedKeys={selectedKeys}
        disabledKeys={disabledKeys}
        // Options are kept per candidate object (useKeptCandidates); their text reads `attached`.
        dependencies={[attached]}
        onSelectionChange={onSelectionChange}
        emptyText={
          text.trim() === ''
            ? `There are no ${source.noun}`
            : `There are no ${source.noun} matching this criteria`
        }
      >
        {(item) => (
          <ListBoxOption
            id={item.id}
            label={item.name}
            detail={attached.has(item.id) ? `${item.detail ?? ''} (already added)`.trim() : item.detail}
          />
        )}
      </ListBox>
      {state.kind === 'empty' && state.note !== undefined && (
        <p role="status" className="incidents-muted">
          {state.note}
        </p>
      )}
      {more && (
        <p className="incidents-muted">
          Showing the first {SEARCH_LIMIT} of {found.total}; type more to narrow the search.
        </p>
      )}
    </div>
  );
}
