// The palette's results: a listbox of groups (kind, icon, count) whose options are focused
// virtually (aria-activedescendant on the search box), so typing never leaves the box.
import { Icon } from '../../components/ui/icons.tsx';
import type { PaletteEntry, PaletteGroup } from './ranking.ts';

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

const count = new Intl.NumberFormat('en-US');

export function PaletteList({
  id,
  groups,
  active,
  onHover,
  onChoose,
  empty,
}: {
  id: string;
  groups: readonly PaletteGroup[];
  /** Index of the active entry over every group, in order. */
  active: number;
  onHover: (index: number) => void;
  onChoose: (entry: PaletteEntry, newTab: boolean) => void;
  /** Shown instead of groups when there are none. */
  empty: string | null;
}) {
  let index = 0;
  return (
    <div id={id} role="listbox" aria-label="Results" className="palette__list">
      {groups.length === 0 && empty !== null && (
        <div role="presentation" className="palette__empty">
          {empty}
        </div>
      )}
      {groups.map((group) => {
        const headingId = `${id}-group-${group.kind}`;
        return (
          <div key={group.kind} role="group" aria-labelledby={headingId} className="palette__group">
            <div id={headingId} role="presentation" className="palette__heading">
              <Icon name={group.icon} size={12} />
              <span>{group.label}</span>
              <span className="palette__count">{count.format(group.total)}</span>
            </div>
            {group.entries.map((entry) => {
              const at = index++;
              return (
                <div
                  key={entry.key}
                  id={optionId(id, at)}
                  role="option"
                  aria-selected={at === active}
                  className="palette__option"
                  title={entry.detail === null ? entry.title : `${entry.title} · ${entry.detail}`}
                  onMouseMove={() => at !== active && onHover(at)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={(event) => onChoose(entry, event.ctrlKey || event.metaKey)}
                >
                  <Icon name={entry.icon} />
                  <span className="palette__title">{entry.title}</span>
                  {entry.detail !== null && <span className="palette__detail">{entry.detail}</span>}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
