// Card layout (layout=card): one card per check, grouped like the table. `rows` are the first rows
// of the group-sorted query, so group g's cards are rows[g.start .. g.start + g.count).
import { Badge } from '../../../components/ui/badge.tsx';
import type { CheckRow } from '../../../sync/collections/checks.ts';
import type { CheckGroup } from '../state/grouping.ts';
import { HealthCell, LabelChips, LatencyCell, UptimeCell } from './check-cells.tsx';

/** Cards are not virtualised: past this many, the table layout is the right tool. */
export const MAX_CARDS = 500;

interface Props {
  rows: readonly CheckRow[];
  total: number;
  groups: readonly CheckGroup[] | null;
  onOpen: (id: string) => void;
}

export function CheckCards({ rows, total, groups, onOpen }: Props) {
  if (total === 0) return <p className="health-empty">No data available</p>;
  const sections = groups ?? [
    { key: '', label: '', count: total, start: 0, state: 'good' as const, passed: 0, failed: 0 },
  ];
  return (
    <div className="health-cards">
      {sections.map((g) => {
        const shown = rows.slice(g.start, Math.min(rows.length, g.start + g.count));
        if (shown.length === 0) return null;
        return (
          <section
            key={g.key}
            aria-label={g.label || 'Checks'}
            className="health-cards__group"
            data-state={g.state}
          >
            {g.label && (
              <h3 className="health-cards__title">
                {g.label} <Badge>{g.count}</Badge>
              </h3>
            )}
            <ul className="health-cards__list">
              {shown.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className="health-card"
                    data-check-id={r.id}
                    onClick={() => onOpen(r.id)}
                  >
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
      {total > rows.length ? (
        <p className="health-muted">
          Showing the first {MAX_CARDS} checks; narrow the filters or use the table.
        </p>
      ) : null}
    </div>
  );
}
