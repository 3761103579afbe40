// Creating and updating catalogue scrapers through the outbox (spec 02-areas §4 "Add/Save for a new
// resource, Update when editing"). The write is durable locally when the promise resolves, so the
// success words are said then, online or not; a later refusal is shown by FailedSettingsWrites.
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { ConfigScraperRow } from '../../../sync/collections/config-scrapers.ts';
import {
  createConfigScraper,
  deleteConfigScraper,
  updateConfigScraper,
} from '../../../sync/mutators/config-scrapers.ts';
import type { ScraperDraft } from './scraper-editor.tsx';

export const SCRAPER_WRITES = [createConfigScraper.name, updateConfigScraper.name, deleteConfigScraper.name];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useScraperWrites() {
  const mutate = useMutate();
  const user = useCurrentUser();

  const attempt = useCallback(async (write: () => Promise<unknown>, success: string) => {
    try {
      await write();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    }
  }, []);

  const create = useCallback(
    async (draft: ScraperDraft) => {
      if (user === undefined) return false;
      const args = {
        id: crypto.randomUUID(),
        ...draft,
        created_by: user.id,
        created_at: new Date().toISOString(),
      };
      return attempt(() => mutate(createConfigScraper, args), 'Catalog scraper added successfully');
    },
    [attempt, mutate, user],
  );

  const update = useCallback(
    async (row: ConfigScraperRow, draft: ScraperDraft) => {
      if (same(draft.spec, row.spec)) return true;
      const patch = { spec: draft.spec };
      const previous = { spec: row.spec };
      return attempt(
        () =>
          mutate(updateConfigScraper, {
            id: row.id,
            patch,
            previous,
            base_updated_at: row.updated_at,
            label: row.name,
          }),
        'Catalog scraper updated successfully',
      );
    },
    [attempt, mutate],
  );

  /** Queues the soft delete (DeleteResourceButton says the words and reports a refusal to queue). */
  const remove = useCallback(
    (row: ConfigScraperRow) =>
      mutate(deleteConfigScraper, { id: row.id, deleted_at: new Date().toISOString(), removed: row }),
    [mutate],
  );

  return { create, update, remove };
}
