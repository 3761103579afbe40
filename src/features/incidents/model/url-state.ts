// /incidents filters in the query string (spec §2.8): 'all' and empty are ignored; status
// defaults to open.
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
    severity: value,
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
export const FILTER_KEYS = ['type', 'severity', 'status', 'owner', 'component', 'search'] as const;
