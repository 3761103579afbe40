// A connection type's icon: its mark (two or three letters) on a tile coloured from the type's
// name, the same on every screen. Decorative: the type's name is always written beside it.
import { typeOf } from './model/connection-model.ts';

/** A stable hue per type value. */
function hueOf(value: string): number {
  let h = 0;
  for (const ch of value) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function ConnectionTypeIcon({ type }: { type: string }) {
  const mark = typeOf(type)?.mark ?? (type.slice(0, 2) || '?');
  return (
    <span
      className="conn-type-icon"
      style={{ '--conn-hue': hueOf(type) } as React.CSSProperties}
      aria-hidden="true"
    >
      {mark}
    </span>
  );
}
