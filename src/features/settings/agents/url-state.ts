// /settings/agents URL state (spec 01-core §2 "Agents page"), read with the kit's useUrlState:
// addAgent=true opens the create dialog, id={agent id} the edit dialog; pageIndex, pageSize
// (50, 100 or 200; 50 by default, §9), sortBy and sortOrder (newest first unless the address says
// otherwise).
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

export const AGENT_PAGE_SIZES = [50, 100, 200] as const;
export const AGENT_SORT_FIELDS = [
  'name',
  'config_count',
  'checks_count',
  'config_scrapper_count',
  'playbook_runs_count',
  'last_seen',
  'last_received',
  'created_at',
  'updated_at',
] as const;
export type AgentSortField = (typeof AGENT_SORT_FIELDS)[number];

export const agentsSearchSchema = builtOnFirstUse(() =>
  z.object({
    addAgent: z
      .string()
      .optional()
      .catch(undefined)
      .transform((v) => v === 'true'),
    id: z.string().optional().catch(undefined),
    pageIndex: z.coerce.number().int().min(0).catch(0).default(0),
    pageSize: z.coerce
      .number()
      .refine((n) => (AGENT_PAGE_SIZES as readonly number[]).includes(n))
      .catch(50)
      .default(50),
    sortBy: z.enum(AGENT_SORT_FIELDS).catch('created_at').default('created_at'),
    sortOrder: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  }),
);
export type AgentsSearch = z.infer<typeof agentsSearchSchema>;
