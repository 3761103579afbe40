// The refresh-rate picker's persisted choice (spec §9: kept under the health refresh key; None
// clears it). The dashboard's rows are synced and live, so a rate only refreshes the server
// reads (the drawer's history, graph and check detail).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { usePersistedPref } from '../../../lib/screen-state/use-persisted-pref.ts';
import { effectiveRefreshRate, refreshMs } from '../state/time-range.ts';

export const REFRESH_KEY = 'mc.health.refresh-rate';
/** Earlier versions stored the rate under this key (still read). */
const FORMER = { formerKeys: ['healthRefreshRate'] } as const;
const storedRateSchema = builtOnFirstUse(() => z.string().nullable());

export function useRefreshRate(timeRange: string | undefined): [string, (value: string) => void] {
  // None is the default, which the kit stores as no key ("None clears it").
  const [stored, setStored] = usePersistedPref(REFRESH_KEY, storedRateSchema, null, FORMER);
  const rate = effectiveRefreshRate(stored, timeRange);
  const queryClient = useQueryClient();
  const choose = useCallback((value: string) => setStored(value === 'none' ? null : value), [setStored]);

  useEffect(() => {
    const ms = refreshMs(rate);
    if (ms === 0) return undefined;
    // cancelRefetch: an in-flight fetch is cancelled when the next one starts (spec §2).
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: ['health'] }, { cancelRefetch: true }),
      ms,
    );
    return () => window.clearInterval(timer);
  }, [rate, queryClient]);

  return [rate, choose];
}
