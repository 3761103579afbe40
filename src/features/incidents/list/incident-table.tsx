// The incident table (spec 02-areas §2.8): Id, Type, Severity, Status, Name, Age, Responders
// (first 5 avatars); a row click opens the incident. Every matching incident is reachable: the
// first page grows (doubles) when its end comes within 300 px of view, or on 'Load more'.
import { useEffect, useRef } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { labelOf, MAX_AVATARS } from '../model/incident-rules.ts';
import { age } from '../model/time.ts';
import { IncidentPendingBadge, SeverityBadge, StatusBadge } from '../detail/badges.tsx';
import { IncidentListStatus } from './list-state.tsx';
import type { IncidentListState } from './use-incident-list.ts';

export function IncidentTable({ list, onLoadMore }: { list: IncidentListState; onLoadMore: () => void }) {
  const shown = list.rows.length;
  if (list.state.kind !== 'rows') return <IncidentListStatus state={list.state} />;
  const more = list.total !== undefined && shown < list.total;
  return (
    <>
      <table className="incidents-table" aria-label="Incidents">
        <thead>
          <tr>
            <th>Id</th>
            <th>Type</th>
            <th>Severity</th>
            <th>Status</th>
            <th>Name</th>
            <th>Age</th>
            <th>Responders</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => {
            const rs = list.respondersOf(row.id);
            return (
              <tr
                key={row.id}
                className="incidents-table__row"
                onClick={(e) => {
                  if (!(e.target instanceof HTMLAnchorElement))
                    e.currentTarget.querySelector<HTMLAnchorElement>('a')?.click();
                }}
              >
                <td>
                  {row.incident_id ?? '—'} <IncidentPendingBadge row={row} />
                </td>
                <td>{labelOf(row.type)}</td>
                <td>
                  <SeverityBadge severity={row.severity} />
                </td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td>
                  <Link variant="quiet" href={`/incidents/${row.id}`}>
                    {row.title}
                  </Link>
                </td>
                <td>{age(row.created_at)}</td>
                <td>
                  <span className="incidents-avatars" role="group" aria-label={`${rs.length} responders`}>
                    {rs.slice(0, MAX_AVATARS).map((r) => (
                      <Avatar
                        key={r.id}
                        name={r.person?.name ?? r.team?.name ?? 'Responder'}
                        src={r.person?.avatar ?? null}
                        size={20}
                      />
                    ))}
                    {rs.length > MAX_AVATARS && (
                      <span className="incidents-avatars__more">+{rs.length - MAX_AVATARS}</span>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {more && <LoadMore shown={shown} total={list.total ?? shown} onLoadMore={onLoadMore} />}
    </>
  );
}

/** 'Load more (N of M)', pressed by itself when it comes within 300 px of view. */
function LoadMore({ shown, total, onLoadMore }: { shown: number; total: number; onLoadMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  useEffect(() => {
    const el = sentinel.current;
    if (el === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
    // A new window re-observes: the sentinel may still be in view after the rows grew.
  }, [shown]);
  return (
    <div ref={sentinel} className="incidents-more">
      <Button size="sm" onPress={onLoadMore}>{`Load more (${shown} of ${total})`}</Button>
    </div>
  );
}
