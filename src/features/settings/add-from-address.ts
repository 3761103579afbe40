// `?add=1` on a settings list opens its create form at once: Settings › Integrations' 'Add
// Directly' tiles (Custom Topology, Catalog Scraper, Log Backends) lead to the form, not to a
// list where the user must find + Add. Closing the form takes `add` out of the address, so Back
// and a reload do not open it again.
import { z } from 'zod';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import { useUrlState } from '../../lib/screen-state/use-url-state.ts';

const addSchema = builtOnFirstUse(() =>
  z.object({
    add: z
      .string()
      .optional()
      .catch(undefined)
      .transform((v) => v === '1'),
  }),
);

/** Whether the address asks for the create form, and a way to drop the ask once it has been met. */
export function useAddFromAddress(): { asked: boolean; clear: () => void } {
  const [{ add }, setSearch] = useUrlState(addSchema);
  return { asked: add, clear: () => add && setSearch({ add: false }) };
}
