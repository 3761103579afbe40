import { useCallback } from 'react';
import { readActiveOrg, storeNextActiveOrg, type ActiveOrg } from '../../lib/hosted/active-org.ts';
import { setActiveOrganization } from '../../lib/hosted/fapi.ts';
import { ORGS_SWITCHED_PATH } from '../../lib/hosted/org-choices.ts';
import { stopSyncForSwitch } from '../sync/sync-session.ts';

/** The landing after selecting an organisation (spec 01-core §2); it goes on to the landing page. */
export { ORGS_SWITCHED_PATH };

/**
 * Switches to another organisation (hosted mode): the directory's active organisation, this
 * browser's next one, then the worker stops (closing that organisation's store) and a new page
 * loads for the other organisation. Nothing of this page's session is carried over: its memory
 * (query cache, screens) goes with it, and the other organisation opens its own store, saved
 * answers and kept screen (each namespaced by organisation).
 */
export function useSwitchOrg(): (org: ActiveOrg) => Promise<void> {
  return useCallback(async (org: ActiveOrg) => {
    if (org.id === readActiveOrg()?.id) return;
    // Offline the directory is not told; the next token minted names the organisation anyway.
    await setActiveOrganization(org.id).catch(() => undefined);
    storeNextActiveOrg(org);
    await stopSyncForSwitch();
    window.location.assign(ORGS_SWITCHED_PATH);
  }, []);
}
