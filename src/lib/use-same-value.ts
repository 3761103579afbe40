// The address is parsed afresh on every keystroke in the search box, so every part of the state is
// a new object each time even when only the search text changed. Memoized parts of the page (the
// toolbar, the filter panel, the table) would re-render for nothing: this keeps the previous object
// while the value is the same (compared as JSON, the address's own shape).
import { useRef } from 'react';

export function useSameValue<T>(value: T): T {
  const kept = useRef<{ value: T; json: string } | null>(null);
  const json = JSON.stringify(value) ?? '';
  if (kept.current === null || kept.current.json !== json) kept.current = { value, json };
  return kept.current.value;
}
