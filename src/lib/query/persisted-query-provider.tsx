import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { queryPersistOptions } from './persistence.ts';
import { appQueryClient } from './query-client.ts';

/** The console's query client, restored from and saved to IndexedDB (see persistence.ts). */
export function PersistedQueryProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={appQueryClient} persistOptions={queryPersistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
