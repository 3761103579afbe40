// The refresh-rate picker's persisted choice (spec §9: kept under the health refresh key; None
// clears it). The dashboard's rows are synced and live, so a rate only refreshes the server
// reads (the drawer's history, graph and check detail).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { effectiveRefreshRate, refreshMs } from '../state/time-range.ts';

export const REFRESH_KEY = 'healthRefreshRate';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(REFRESH_KEY);
  } catch {
    return null;
  }
}

export function useRefreshRate(timeRange: string | undefined): [string, (value: string) => void] {
  const [stored, setStored] = useState<string | null>(readStored);
  const rate = effectiveRefreshRate(stored, timeRange);
  const queryClient = useQueryClient();

  const choose = useCallback((value: string) => {
    try {
      if (value === 'none') window.localStorage.removeItem(REFRESH_KEY);
      else window.localStorage.setItem(REFRESH_KEY, value);
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
    setStored(value === 'none' ? null : value);
  }, []);

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
