// The pivot view (pivotBy / pivotLabel / pivotCellType): one two-level groupBy query in the sync
// worker, shaped into a matrix (state/pivot.ts) and shown as a table.
import { useMemo } from 'react';
import { useLocalList } from '../../../sync/client/use-local-list.ts';
import { checks } from '../../../sync/collections/checks.ts';
import { GROUP_OPTIONS } from '../state/grouping.ts';
import {
  buildPivot,
  pivotQuery,
  pivotRowGroupBy,
  type PivotCellType,
  type PivotDimension,
} from '../state/pivot.ts';
import type { HealthSearch } from '../state/url-state.ts';
import { CHECK_LIST_WORDS } from '../state/list-state.ts';
import { ListStatus } from './list-status.tsx';
import { PivotTable } from './pivot-table.tsx';
import './pivot.css';

interface Props {
  search: HealthSearch;
  groupBy: string;
  dimension: PivotDimension;
  cellType: PivotCellType;
  agentName: (id: string | null) => string;
}

/** The row dimension's header: the group-by option's name (canaries without grouping). */
export function pivotRowTitle(groupBy: string): string {
  const rows = pivotRowGroupBy(groupBy);
  return GROUP_OPTIONS.find((o) => o.value === rows)?.label ?? `Label: ${rows}`;
}

export function PivotView({ search, groupBy, dimension, cellType, agentName }: Props) {
  const answer = useLocalList(checks, pivotQuery(search, groupBy, dimension, cellType), CHECK_LIST_WORDS);
  const groups = answer.result?.groups;
  const model = useMemo(() => buildPivot(groups ?? []), [groups]);
  const state = answer.state;
  if (state.kind === 'loading' || state.kind === 'error') return <ListStatus state={state} />;
  const columnLabel = (value: string | null): string =>
    dimension.agent ? agentName(value) : value === null || value === '' ? '(none)' : value;
  return (
    <>
      <ListStatus state={state} />
      <PivotTable
        model={model}
        cellType={cellType}
        rowTitle={pivotRowTitle(groupBy)}
        columnTitle={dimension.title}
        columnLabel={columnLabel}
      />
    </>
  );
}
