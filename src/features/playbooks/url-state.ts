// The playbooks area's URL state, each page one zod schema read with the kit's useUrlState.
import { z } from 'zod';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

/** /playbooks: the search, and the resource a run dialog opened from another page acts on. */
export const playbooksUrlSchema = builtOnFirstUse(() =>
  z.object({
    q: z.string().catch('').default(''),
    config_id: z.string().optional().catch(undefined),
    component_id: z.string().optional().catch(undefined),
    check_id: z.string().optional().catch(undefined),
  }),
);

/** Spec §9: playbook runs a page. */
export const RUNS_PAGE_SIZE = 150;

const optionalText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => (v === undefined || v === '' || v === 'all' ? undefined : v));

/** /playbooks/runs: filters playbook, status and time range (default now-7d, spec §9), and the page. */
export const runsUrlSchema = builtOnFirstUse(() =>
  z.object({
    playbook: optionalText,
    status: optionalText,
    rangeType: optionalText,
    range: optionalText,
    from: optionalText,
    to: optionalText,
    page: z.coerce.number().int().min(1).catch(1).default(1),
  }),
);
export type RunsSearch = z.infer<typeof runsUrlSchema>;
