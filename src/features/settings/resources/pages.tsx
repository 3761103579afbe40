// The generic settings resource pages (spec 02-areas §2.13 "Generic list (/settings/{table})" and
// its detail), for src/app/routes/settings-routes.tsx. A table this build does not list yet (the
// resource editors of issue #25) shows the route's placeholder.
import type { ReactNode } from 'react';
import { ResourceDetail } from './resource-detail-page.tsx';
import { resourceKindOf } from './resource-kinds.ts';
import { ResourceList } from './resource-list-page.tsx';

export function ResourceListPage({ table, placeholder }: { table: string; placeholder: ReactNode }) {
  const kind = resourceKindOf(table);
  return kind === undefined ? placeholder : <ResourceList key={table} kind={kind} />;
}

export function ResourceDetailPage({
  table,
  id,
  placeholder,
}: {
  table: string;
  id: string;
  placeholder: ReactNode;
}) {
  const kind = resourceKindOf(table);
  return kind === undefined ? placeholder : <ResourceDetail key={`${table}/${id}`} kind={kind} id={id} />;
}
