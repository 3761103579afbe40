import { useEffect, type RefObject } from 'react';
import { z } from 'zod';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import { usePersistedPref } from '../../lib/screen-state/use-persisted-pref.ts';

const STORAGE_KEY = 'mc.sidebar.collapsed';
const collapsedSchema = builtOnFirstUse(() => z.boolean());
/** Below this viewport width a click outside the sidebar collapses it. */
export const AUTO_COLLAPSE_BELOW_PX = 1024;

/**
 * The sidebar's collapsed state, persisted in localStorage, that also collapses itself when the
 * window is narrower than 1024 px and the user clicks outside `sidebarRef`.
 */
export function useSidebarCollapsed(
  sidebarRef: RefObject<HTMLElement | null>,
): [boolean, (collapsed: boolean) => void] {
  // Expanded by default (and when storage is blocked); the choice follows in other tabs too.
  const [collapsed, setCollapsed] = usePersistedPref(STORAGE_KEY, collapsedSchema, false);

  useEffect(() => {
    if (collapsed) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (window.innerWidth >= AUTO_COLLAPSE_BELOW_PX) return;
      const target = event.target;
      if (target instanceof Node && sidebarRef.current?.contains(target)) return;
      setCollapsed(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [collapsed, setCollapsed, sidebarRef]);

  return [collapsed, setCollapsed];
}
