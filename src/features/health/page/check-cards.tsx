// Card layout (layout=card): one card per check, grouped like the table.
import { Badge } from '../../../components/ui/badge.tsx';
import type { CheckRow } from '../../../sync/collections/checks.ts';
import type { CheckGroup } from '../state/grouping.ts';
import { HealthCell, LabelChips, LatencyCell, UptimeCell } from './check-cells.tsx';

/** Cards are not virtualised: past this many, the table layout is the right tool. */
const MAX_CARDS = 500;

export function CheckCards({ rows, groups, onOpen }: { rows: readonly CheckRow[]; groups: readonly CheckGroup[] | null; onOpen: (id: string) => void }) {
  if (rows.length === 0) return <p className="health-empty">No data available</p>;
  const sections = groups ?? [{ key: '', label: '', rows, state: 'good' as const, passed: 0, failed: 0 }];
  let budget = MAX_CARDS;
  return (
    <div className="health-cards">
      {sections.map((g) => {
        const shown = g.rows.slice(0, Math.max(0, budget));
        budget -= shown.length;
        if (shown.length === 0) return null;
        return (
          <section key={g.key} aria-label={g.label || 'Checks'} className="health-cards__group" data-state={g.state}>
            {g.label && (
              <h3 className="health-cards__title">
                {g.label} <Badge>{g.rows.length}</Badge>
              </h3>
            )}
            <ul className="health-cards__list">
              {shown.map((r) => (
                <li key={r.id}>
                  <button type="button" className="health-card" onClick={() => onOpen(r.id)}>
                    <span className="health-card__name">{r.name}</span>
                    <HealthCell row={r} />
                    <span className="health-card__stats">
                      <UptimeCell row={r} /> · <LatencyCell row={r} />
                    </span>
                    <LabelChips labels={r.labels} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {budget < 0 || rows.length > MAX_CARDS ? <p className="health-muted">Showing the first {MAX_CARDS} checks; narrow the filters or use the table.</p> : null}
    </div>
  );
}
