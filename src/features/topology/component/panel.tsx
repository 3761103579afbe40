// One panel of the component page: a titled card with the spec's loading and empty words
// ('Loading ...', 'No data available'), an honest offline note for an online read never made on
// this device, the server's error, and the cached mark for answers read from the query cache.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { CachedBadge } from '../../../lib/query/cached-badge.tsx';

export const LOADING = 'Loading ...';
export const EMPTY = 'No data available';
export const NOT_OFFLINE = 'Not available offline: this was not opened on this device while online.';

export type PanelState =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | { kind: 'rows' };

/** The state of an online read's panel. */
export function onlineState(query: UseQueryResult<readonly unknown[]>): PanelState {
  if (query.data !== undefined) return query.data.length === 0 ? { kind: 'empty' } : { kind: 'rows' };
  if (query.isError) return { kind: 'error', message: query.error.message };
  if (query.fetchStatus === 'paused') return { kind: 'offline' };
  return { kind: 'loading' };
}

/** The state of a local list's panel (undefined rows: the engine has not answered yet). */
export function localState(rows: readonly unknown[] | undefined, error?: string): PanelState {
  if (error !== undefined) return { kind: 'error', message: error };
  if (rows === undefined) return { kind: 'loading' };
  return rows.length === 0 ? { kind: 'empty' } : { kind: 'rows' };
}

export function Panel({
  title,
  count,
  state,
  query,
  actions,
  children,
}: {
  title: string;
  count?: number | undefined;
  state: PanelState;
  /** An online read: marked when its answer comes from the cache. */
  query?: UseQueryResult<unknown>;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card
      className="topo-panel"
      titleLevel={2}
      title={
        <>
          {title}
          {count !== undefined && count > 0 && <span className="topo-panel__count"> ({count})</span>}
        </>
      }
      actions={actions}
    >
      {/* Below the title, not beside it: the badge's words and an action do not share 300 px. */}
      {query !== undefined && (
        <div className="topo-panel__cached">
          <CachedBadge query={query} />
        </div>
      )}
      {state.kind === 'loading' && <p className="topo-panel__note">{LOADING}</p>}
      {state.kind === 'offline' && <p className="topo-panel__note">{NOT_OFFLINE}</p>}
      {state.kind === 'error' && (
        <p role="alert" className="topo-panel__error">
          {state.message}
        </p>
      )}
      {state.kind === 'empty' && <p className="topo-panel__note">{EMPTY}</p>}
      {state.kind === 'rows' && <ul className="topo-panel__list">{children}</ul>}
    </Card>
  );
}

/** A row's name: a link, ellipsed when long, the whole text on hover (its accessible name too). */
export function PanelLink({ href, text }: { href: string; text: string }) {
  return (
    <Link href={href} className="topo-panel__name">
      <span title={text}>{text}</span>
    </Link>
  );
}
