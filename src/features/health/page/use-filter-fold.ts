import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { usePersistedPref } from '../../../lib/screen-state/use-persisted-pref.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';

// The filter column folds when the user folds it (remembered), and on its own while a check's
// panel is open on a window too narrow for filters, table and panel side by side (a tablet's
// 1024 px left the table 170 px: every name cut to four letters). Opening the filters then shows
// them beside the panel until the panel closes; the remembered choice is not changed by this.

const FILTERS_COLLAPSED_KEY = 'mc.health.filters-collapsed';
const booleanSchema = z.boolean();
const TOO_NARROW_FOR_THREE = '(max-width: 1279px)';

/** Whether the filter column is folded, and what its fold/unfold button does. */
export function useFilterFold(panelOpen: boolean): readonly [boolean, (collapsed: boolean) => void] {
  const [folded, setFolded] = usePersistedPref(FILTERS_COLLAPSED_KEY, booleanSchema, false);
  const narrow = useMediaQuery(TOO_NARROW_FOR_THREE);
  const [besidePanel, setBesidePanel] = useState(false);
  useEffect(() => {
    if (!panelOpen) setBesidePanel(false);
  }, [panelOpen]);
  const crowded = panelOpen && narrow && !besidePanel;
  const onCollapsed = useCallback(
    (collapsed: boolean) => {
      if (crowded && !collapsed) {
        setBesidePanel(true);
        if (folded) setFolded(false);
        return;
      }
      if (collapsed) setBesidePanel(false);
      setFolded(collapsed);
    },
    [crowded, folded, setFolded],
  );
  return [folded || crowded, onCollapsed] as const;
}
