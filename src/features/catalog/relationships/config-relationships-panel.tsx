import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { ServerReadStatus } from '../shared/server-read-status.tsx';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { ComponentLinks } from './component-links.tsx';
import type { RelatedConfig } from './graph-model.ts';
import { LazyRelationshipsGraph } from './lazy-graph.tsx';
import {
  readRelationshipView,
  relationshipParamsSchema,
  relationshipViewToUrl,
  type RelationshipView,
} from './relationship-search.ts';
import { relatedConfigsQuery, rootConfigQuery, type RelatedConfigRow } from './relationships-api.ts';
import './relationships.css';
// The mc-table look (the Table wrapper's stylesheet; these screens draw plain tables).
import '../../../components/ui/table.css';

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly [T, string][];
  onChange: (v: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="rel-segmented">
      {options.map(([v, text]) => (
        <Button
          key={v}
          size="sm"
          variant={v === value ? 'primary' : 'secondary'}
          aria-pressed={v === value}
          onPress={() => onChange(v)}
        >
          {text}
        </Button>
      ))}
    </div>
  );
}

function RelatedTable({ rows }: { rows: readonly RelatedConfigRow[] }) {
  return (
    <div className="mc-table-wrap">
      <table className="mc-table" aria-label="Related configs">
        <thead>
          <tr>
            {['Name', 'Type', 'Health', 'Status', 'Depth', 'Changes'].map((h) => (
              <th key={h} scope="col" className="mc-table__column">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="mc-table__cell rel-empty">
                No data available
              </td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="mc-table__cell">
                <Link href={`/catalog/${r.id}`}>{r.name}</Link>
              </td>
              <td className="mc-table__cell">{r.type}</td>
              <td className="mc-table__cell">
                <span className="rel-health" data-health={r.health ?? 'unknown'}>
                  {r.health ?? 'unknown'}
                </span>
              </td>
              <td className="mc-table__cell">{r.status}</td>
              <td className="mc-table__cell">{r.depth ?? ''}</td>
              <td className="mc-table__cell">{r.changes ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The Relationships tab of a catalogue item: Outgoing/Incoming/Soft, as a table or a graph. The
 * settings live in the URL: what is shown pushes a history entry, the graph's look replaces it.
 */
export function ConfigRelationshipsPanel({ configId }: { configId: string }) {
  const [params, setParams] = useUrlState(relationshipParamsSchema);
  const settings = useMemo(() => readRelationshipView(params), [params]);
  const set = (patch: Partial<RelationshipView>, push: boolean) =>
    setParams(relationshipViewToUrl({ ...settings, ...patch }), { push });
  const { view, direction, edges: edgeStyle } = settings;
  const t = { incoming: settings.incoming, outgoing: settings.outgoing, soft: settings.soft };
  const related = useQuery(relatedConfigsQuery(configId, t));
  const root = useQuery(rootConfigQuery(configId));
  const rootNode: RelatedConfig = useMemo(
    () => ({
      id: configId,
      name: root.data?.name ?? 'This config',
      type: root.data?.type ?? '',
      related_ids: [],
      health: root.data?.health,
      status: root.data?.status,
    }),
    [configId, root.data],
  );
  return (
    <div className="rel-panel">
      <div className="rel-toolbar">
        <Checkbox
          isSelected={t.outgoing}
          isDisabled={!t.incoming}
          onChange={(v) => set({ outgoing: v }, true)}
        >
          Outgoing
        </Checkbox>
        <Checkbox isSelected={t.incoming} onChange={(v) => set({ incoming: v }, true)}>
          Incoming
        </Checkbox>
        <Checkbox isSelected={t.soft} onChange={(v) => set({ soft: v }, true)}>
          Soft
        </Checkbox>
        <Segmented
          label="View"
          value={view}
          options={[
            ['table', 'Table'],
            ['graph', 'Graph'],
          ]}
          onChange={(v) => set({ view: v }, true)}
        />
        {view === 'graph' && (
          <>
            <Segmented
              label="Direction"
              value={direction}
              options={[
                ['LR', 'LR'],
                ['TB', 'TB'],
              ]}
              onChange={(v) => set({ direction: v }, false)}
            />
            <Segmented
              label="Edges"
              value={edgeStyle}
              options={[
                ['bezier', 'Bezier'],
                ['smoothstep', 'Smooth step'],
              ]}
              onChange={(v) => set({ edges: v }, false)}
            />
          </>
        )}
      </div>
      <ServerReadStatus
        fetchStatus={related.fetchStatus}
        status={related.status}
        error={related.error}
        dataUpdatedAt={related.dataUpdatedAt}
        hasData={related.data !== undefined}
        noun="relationships"
      >
        {related.data !== undefined &&
          (view === 'table' ? (
            <RelatedTable rows={related.data} />
          ) : related.data.length === 0 ? (
            <p className="rel-empty">No data available</p>
          ) : root.isPending && root.fetchStatus !== 'paused' ? (
            // The root's name and type arrive separately; laying out before them would lay out twice.
            // Offline without them, the graph is drawn with a plain root rather than never.
            <LoadingBlock label="Loading the graph…" />
          ) : (
            <LazyRelationshipsGraph
              root={rootNode}
              rows={related.data}
              direction={direction}
              edgeStyle={edgeStyle}
            />
          ))}
      </ServerReadStatus>
      <ComponentLinks configId={configId} />
    </div>
  );
}
