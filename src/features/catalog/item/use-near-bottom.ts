import { useCallback } from 'react';

/** An onScroll handler calling `load` when within 300 px of the bottom (spec §9 panels). */
export function useNearBottom(load: () => void, enabled: boolean): (e: React.UIEvent<HTMLElement>) => void {
  return useCallback(
    (e: React.UIEvent<HTMLElement>) => {
      const el = e.currentTarget;
      if (enabled && el.scrollHeight - el.scrollTop - el.clientHeight < 300) load();
    },
    [load, enabled],
  );
}
