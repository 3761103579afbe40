// The merged property list (`GET /api/properties`, api-contract §3.6): every flag the server
// applies, with its source (`local` for the server's own settings, `db` for the table) and a
// description. Only this list says which flags are local, so the table joins it by name.
// Spec §9: feature flag queries are uncached, so it is asked again whenever the page shows; the
// persisted copy still answers offline.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const text = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

const mergedPropertySchema = builtOnFirstUse(() =>
  z.object({ name: z.string(), value: text, source: text, description: text }).loose(),
);
export type MergedProperty = z.infer<typeof mergedPropertySchema>;

export function mergedPropertiesQuery() {
  return queryOptions({
    queryKey: ['settings', 'feature-flags', 'merged'],
    queryFn: ({ signal }) => getJson('properties', z.array(mergedPropertySchema), signal),
    staleTime: 0,
  });
}
