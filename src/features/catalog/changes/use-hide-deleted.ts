import { useCallback, useState } from 'react';

const KEY = 'mc.catalog.hide-deleted-config-changes';

/** 'Hide Deleted Config Changes' preference, stored in this browser as yes/no (default yes). */
export function useHideDeletedChanges(): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState<boolean>(() => {
    try {
      return localStorage.getItem(KEY) !== 'no';
    } catch {
      return true;
    }
  });
  const set = useCallback((next: boolean) => {
    setValue(next);
    try {
      localStorage.setItem(KEY, next ? 'yes' : 'no');
    } catch {
      // Storage denied: the choice holds for this page view.
    }
  }, []);
  return [value, set];
}
