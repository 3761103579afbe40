// The runs table: Playbook (a link to the run), Status, Resource, Started, Duration. Long names
// are ellipsed with the whole name in the title.
import { Link } from '../../../components/ui/link.tsx';
import type { PlaybookRunRow } from '../../../sync/collections/playbook-runs.ts';
import { RunTargetName } from '../run/run-target-name.tsx';
import { age, exact, runDuration } from './run-time.ts';
import { RunStatus } from './run-status.tsx';

const COLUMNS = ['Playbook', 'Status', 'Resource', 'Started', 'Duration'] as const;

export function RunsTable({
  rows,
  names,
  nowMs,
  onOpen,
}: {
  rows: readonly PlaybookRunRow[];
  names: ReadonlyMap<string, string>;
  nowMs: number;
  onOpen: (id: string) => void;
}) {
  return (
    <div className="mc-table-wrap playbook-runs__wrap">
      <table className="mc-table playbook-runs__table" aria-label="Playbook runs">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="mc-table__column">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className="mc-table__cell playbooks-empty">
                No data available
              </td>
            </tr>
          )}
          {rows.map((r) => {
            const name = names.get(r.playbook_id) ?? 'Playbook run';
            return (
              <tr key={r.id} className="playbook-runs__row" onClick={() => onOpen(r.id)}>
                <td className="mc-table__cell playbook-runs__name" title={name}>
                  <Link href={`/playbooks/runs/${encodeURIComponent(r.id)}`}>{name}</Link>
                </td>
                <td className="mc-table__cell">
                  <RunStatus status={r.status} />
                </td>
                <td className="mc-table__cell playbook-runs__resource">
                  <RunTargetName
                    bare
                    target={{
                      config_id: r.config_id ?? undefined,
                      component_id: r.component_id ?? undefined,
                      check_id: r.check_id ?? undefined,
                    }}
                  />
                </td>
                <td className="mc-table__cell" title={exact(r.start_time ?? r.created_at)}>
                  {age(r.start_time ?? r.created_at, nowMs)}
                </td>
                <td className="mc-table__cell">{runDuration(r)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
