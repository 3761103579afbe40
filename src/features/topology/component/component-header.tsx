// The component page's header (spec 02-areas §2.1, §2.7): the breadcrumb (Dashboard, then the
// ancestors from the path, names read locally), the icon, name, health, status reason and all
// properties (headline first); the page's actions sit at its right.
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { components } from '../../../sync/collections/components.ts';
import { cardProperties, healthOf } from '../model/card-model.ts';
import type { ComponentHead } from './component-lookup.ts';
import { ancestorIds, componentHref, dashboardHref } from './component-path.ts';
import { componentsByIdsQuery } from './queries.ts';

/** Two letters standing for the icon (the console has no icon images). */
function monogram(head: ComponentHead): string {
  const source = (head.icon ?? head.type ?? head.name).replace(/[^A-Za-z0-9]+/g, ' ').trim();
  const words = source.split(' ').filter(Boolean);
  const text = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : source.slice(0, 2);
  return text.toUpperCase() || '?';
}

export function Breadcrumb({
  head,
  search,
  linkBase,
}: {
  head: ComponentHead;
  /** The page's query (carried to the pages the crumbs open). */
  search: string;
  /** `/topology` on the component page, `/view/topology` in the read-only view. */
  linkBase: '/topology' | '/view/topology';
}) {
  const ids = ancestorIds(head.path, head.id);
  const found = useLiveQuery(components, componentsByIdsQuery(ids)).result?.rows ?? [];
  const names = new Map(found.map((c) => [c.id, c.text ?? c.name]));
  const href = (id: string) =>
    linkBase === '/topology'
      ? componentHref(id, search, head.id)
      : `/view/topology/${encodeURIComponent(id)}`;
  return (
    <nav aria-label="Breadcrumb" className="topo-breadcrumb">
      <ol>
        {linkBase === '/topology' && (
          <li>
            <Link variant="quiet" href={dashboardHref(search)}>
              Dashboard
            </Link>
          </li>
        )}
        {ids.map((id) => (
          <li key={id}>
            <Link variant="quiet" href={href(id)}>
              <span className="topo-breadcrumb__name" title={names.get(id) ?? id}>
                {names.get(id) ?? '…'}
              </span>
            </Link>
          </li>
        ))}
        <li aria-current="page">
          <span className="topo-breadcrumb__name" title={head.text ?? head.name}>
            {head.text ?? head.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

export function ComponentHeader({
  head,
  breadcrumb,
  actions,
}: {
  head: ComponentHead;
  breadcrumb: ReactNode;
  actions?: ReactNode;
}) {
  const health = healthOf(head.status);
  const properties = cardProperties(head.properties);
  const name = head.text ?? head.name;
  return (
    <header className="topo-header">
      {breadcrumb}
      <div className="topo-header__main">
        <span className="topo-header__icon" aria-hidden="true">
          {monogram(head)}
        </span>
        <div className="topo-header__titles">
          <h1 className="topo-header__name" title={name}>
            {name}
          </h1>
          <div className="topo-header__sub">
            <Badge tone={health} dot>
              {health}
            </Badge>
            {head.type && <span className="topo-header__type">{head.type}</span>}
            {head.status_reason && (
              <span className="topo-header__reason" title={head.status_reason}>
                {head.status_reason}
              </span>
            )}
          </div>
        </div>
        {actions !== undefined && <div className="topo-header__actions">{actions}</div>}
      </div>
      {properties.length > 0 && (
        <dl className="topo-properties" aria-label="Properties">
          {properties.map((p, i) => (
            <div
              key={`${p.name}-${i}`}
              className="topo-properties__item"
              data-headline={p.headline || undefined}
            >
              <dt title={p.label}>{p.label}</dt>
              <dd title={p.text} style={p.color ? { color: p.color } : undefined}>
                {p.url ? (
                  <Link href={p.url} target="_blank">
                    {p.text}
                  </Link>
                ) : (
                  p.text
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}
