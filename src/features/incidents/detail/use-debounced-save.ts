import { useEffect, useRef } from 'react';

/**
 * Calls `save(value)` once `value` has been stable for `ms` (auto-save). A pending save runs at
 * unmount so nothing typed is lost.
 */
export function useDebouncedSave<T>(value: T, dirty: boolean, ms: number, save: (value: T) => void): void {
  const latest = useRef({ value, dirty, save });
  latest.current = { value, dirty, save };
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => {
      latest.current.dirty = false;
      save(value);
    }, ms);
    return () => clearTimeout(timer);
  }, [value, dirty, ms, save]);
  useEffect(
    () => () => {
      const { value: v, dirty: d, save: s } = latest.current;
      if (d) s(v);
    },
    [],
  );
}
