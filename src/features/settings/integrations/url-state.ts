// /settings/integrations URL state (spec 02-areas §2.13, §9): pageIndex and pageSize (150 a page
// by default, as the product pages its integrations; the sizes of the page size menu), and the
// Add Integration modal: add=true opens its tiles, add={GitOps option} that option's form.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

export const INTEGRATION_PAGE_SIZES = [25, 50, 100, 150, 200, 500] as const;
export const DEFAULT_PAGE_SIZE = 150;

export const integrationsSearchSchema = builtOnFirstUse(() =>
  z.object({
    add: z.string().optional().catch(undefined),
    pageIndex: z.coerce.number().int().min(0).catch(0).default(0),
    pageSize: z.coerce
      .number()
      .refine((n) => (INTEGRATION_PAGE_SIZES as readonly number[]).includes(n))
      .catch(DEFAULT_PAGE_SIZE)
      .default(DEFAULT_PAGE_SIZE),
  }),
);
export type IntegrationsSearch = z.infer<typeof integrationsSearchSchema>;
