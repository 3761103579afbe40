// /settings/connections URL state, read with the kit's useUrlState: the table's sort column and
// direction (newest first, as Mission Control lists them, unless the address says otherwise).
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

export const CONNECTION_SORT_FIELDS = [
  'name',
  'namespace',
  'type',
  'created_by',
  'created_at',
  'updated_at',
] as const;

export const connectionSortSchema = builtOnFirstUse(() =>
  z.object({
    sort: z.enum(CONNECTION_SORT_FIELDS).catch('created_at').default('created_at'),
    dir: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  }),
);
export type ConnectionSort = z.infer<typeof connectionSortSchema>;
