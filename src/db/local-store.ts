// Turns a Backend into the public LocalStore: error mapping, events, collections, quarantine.
import type { Backend } from './backend.ts';
import { createPageCollection } from './page-collection.ts';
import { createRowCollection } from './row-collection.ts';
import type { StoreContext } from './store-context.ts';
import { StoreError, toStoreError } from './store-error.ts';
import type { LocalStore, StoreEvent } from './store.ts';

export interface LocalStoreOptions {
  readonly name: string;
  readonly fresh: boolean;
  /** Clock for quarantine timestamps; default Date.now. */
  readonly now?: () => number;
}

export function createLocalStore(backend: Backend, options: LocalStoreOptions): LocalStore {
  const listeners = new Set<(event: StoreEvent) => void>();
  let closedReason: string | undefined;

  const emit = (event: StoreEvent): void => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch {
        // A listener's failure must not break the store or the other listeners.
      }
    }
  };

  backend.onClosed((reason) => {
    closedReason = reason;
    emit({ type: 'closed', reason });
  });

  const ctx: StoreContext = {
    now: options.now ?? Date.now,
    emit,
    async run(mode, fn) {
      if (closedReason) throw new StoreError('closed', `store ${options.name} was closed (${closedReason})`);
      try {
        return await backend.run(mode, fn);
      } catch (raw) {
        const error = toStoreError(raw);
        if (error.kind === 'quota') emit({ type: 'quota-exceeded', error });
        throw error;
      }
    },
  };

  return {
    name: options.name,
    fresh: options.fresh,
    pages: (spec) => createPageCollection(ctx, spec),
    rows: (spec) => createRowCollection(ctx, spec),
    quarantine: {
      count: () => ctx.run('r', (tx) => tx.countQuarantine()),
      list: () => ctx.run('r', (tx) => tx.listQuarantine()),
      clear: () => ctx.run('rw', (tx) => tx.clearQuarantine()),
    },
    verify: () =>
      ctx.run('r', async (tx) => {
        const emptyButCheckpointed: string[] = [];
        for (const meta of await tx.allMeta()) {
          if (meta.rowCount > 0 && (await tx.pageIds(meta.name)).length === 0)
            emptyButCheckpointed.push(meta.name);
        }
        return { emptyButCheckpointed };
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closedReason ??= 'closed by the app';
      backend.close();
    },
  };
}
