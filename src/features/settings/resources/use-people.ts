// The people the settings resource screens name: the author of a team or rule (Created By) and
// the ones who may be added to a team. From the synced `people` collection (a few hundred rows),
// so both read offline.
import { useMemo } from 'react';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { people, type PersonRow } from '../../../sync/collections/people.ts';
import type { QueryInput } from '../../../sync/query/query-schema.ts';

const WORDS: LocalListWords = {
  neverSyncedOffline: 'People have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `People could not be synced: ${error}`,
};

/** Everyone, by name (the engine's largest window). */
export const PEOPLE_QUERY: QueryInput = { sort: [{ field: 'name', dir: 'asc' }], limit: 5000 };

export interface People {
  readonly rows: readonly PersonRow[];
  readonly nameOf: (id: string | null | undefined) => string;
  readonly loading: boolean;
}

export function usePeople(): People {
  const list = useLocalList(people, PEOPLE_QUERY, WORDS);
  const rows = list.rows;
  return useMemo(() => {
    const names = new Map(rows.map((p) => [p.id, p.name]));
    return {
      rows,
      nameOf: (id) => (id === null || id === undefined ? '' : (names.get(id) ?? '')),
      loading: list.state.kind === 'loading',
    };
  }, [rows, list.state.kind]);
}
