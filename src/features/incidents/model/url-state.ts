// The incidents screens' URL state, read with the kit's useUrlState. /incidents filters in the
// query string (spec §2.8): 'all' and empty are ignored; status defaults to open.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const value = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => (v === undefined || v === '' || v === 'all' ? undefined : v));

export const incidentFiltersSchema = builtOnFirstUse(() =>
  z.object({
    type: value,
    // One key whatever the case: a link may carry the existing console's 'High'.
    severity: value.transform((v) => v?.toLowerCase()),
    status: z
      .string()
      .optional()
      .catch(undefined)
      .transform((v) => (v === undefined ? 'open' : v === '' || v === 'all' ? undefined : v)),
    owner: value,
    component: value,
    search: value,
  }),
);
export type IncidentFilters = z.infer<typeof incidentFiltersSchema>;

/** The search's address write waits for typing to pause (spec 02-areas §9: search 400 ms). */
export const SEARCH_URL_DEBOUNCE_MS = 400;

/** /incidents/{id}: whether the Action Plan's comments are all expanded. */
export const incidentPageSchema = builtOnFirstUse(() =>
  z.object({
    comments: z
      .string()
      .optional()
      .catch(undefined)
      .transform((v) => v === 'true'),
  }),
);
