import { useCallback, useEffect, useState, type RefObject } from 'react';

const STORAGE_KEY = 'mc.sidebar.collapsed';
/** Below this viewport width a click outside the sidebar collapses it. */
export const AUTO_COLLAPSE_BELOW_PX = 1024;

function readStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked (privacy mode): start expanded
  }
}

/**
 * The sidebar's collapsed state, persisted in localStorage, that also collapses itself when the
 * window is narrower than 1024 px and the user clicks outside `sidebarRef`.
 */
export function useSidebarCollapsed(
  sidebarRef: RefObject<HTMLElement | null>,
): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(readStored);

  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // not persisted; the state still applies to this page
    }
  }, []);

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
