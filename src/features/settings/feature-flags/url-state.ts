// /settings/feature-flags URL state, read with the kit's useUrlState: the table's sort column and
// direction (by name, A to Z, unless the address says otherwise).
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

export const FLAG_SORT_FIELDS = ['name', 'value', 'created_by', 'created_at', 'updated_at'] as const;

export const flagSortSchema = builtOnFirstUse(() =>
  z.object({
    sort: z.enum(FLAG_SORT_FIELDS).catch('name').default('name'),
    dir: z.enum(['asc', 'desc']).catch('asc').default('asc'),
  }),
);
export type FlagSort = z.infer<typeof flagSortSchema>;
