import type { ListKey } from './changes-filters.ts';
import type { TriStateMap } from '../../../lib/screen-state/tri-state-filter.ts';

const LABELS: Record<ListKey, string> = {
  configType: 'Config Type',
  changeType: 'Change Type',
  severity: 'Severity',
  summary: 'Summary',
  source: 'Source',
  createdBy: 'Created By',
  tags: 'Tag',
};

export interface FilterChipsProps {
  lists: Record<ListKey, TriStateMap>;
  onRemove: (key: ListKey, value: string) => void;
}

/** One chip per active filter value ('=' included, '≠' excluded), each with a remove button. */
export function FilterChips({ lists, onRemove }: FilterChipsProps) {
  const chips: { id: string; text: string; remove: () => void }[] = [];
  for (const [key, map] of Object.entries(lists) as [ListKey, TriStateMap][]) {
    for (const [value, state] of Object.entries(map)) {
      chips.push({
        id: `${key}:${value}`,
        text: `${LABELS[key]} ${state === -1 ? '≠' : '='} ${value}`,
        remove: () => onRemove(key, value),
      });
    }
  }
  if (chips.length === 0) return null;
  return (
    <ul className="changes-chips" aria-label="Active filters">
      {chips.map((c) => (
        <li key={c.id} className="changes-chip">
          <span>{c.text}</span>
          <button
            type="button"
            className="changes-chip__remove"
            aria-label={`Remove filter ${c.text}`}
            onClick={c.remove}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
