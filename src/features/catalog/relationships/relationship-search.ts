// The Relationships tab's view settings in the URL (spec §2.3), so a reload, a shared link or Back
// after following a related config shows the same view. Defaults are left out of the URL.
import { z } from 'zod';
import { normaliseToggles } from './relationships-api.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { textParamsSchema } from '../../../lib/screen-state/url-values.ts';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const searchSchema = builtOnFirstUse(() =>
  z.object({
    incoming: flag.catch(true),
    outgoing: flag.catch(true),
    soft: flag.catch(true),
    view: z.enum(['table', 'graph']).catch('table'),
    direction: z.enum(['LR', 'TB']).catch('LR'),
    edges: z.enum(['bezier', 'smoothstep']).catch('bezier'),
  }),
);

export type RelationshipView = z.output<typeof searchSchema>;

const DEFAULTS: RelationshipView = {
  incoming: true,
  outgoing: true,
  soft: true,
  view: 'table',
  direction: 'LR',
  edges: 'bezier',
};

/** Reads the settings from plain search parameters; anything unknown falls back to its default. */
/** The tab's address parameters, as text for `readRelationshipView` (useUrlState's schema). */
export const relationshipParamsSchema = textParamsSchema([
  'incoming',
  'outgoing',
  'soft',
  'view',
  'direction',
  'edges',
]);

export function readRelationshipView(params: Readonly<Record<string, string | undefined>>): RelationshipView {
  const parsed = searchSchema.parse({
    incoming: params['incoming'],
    outgoing: params['outgoing'],
    soft: params['soft'],
    view: params['view'],
    direction: params['direction'],
    edges: params['edges'],
  });
  // Spec §2.3: Outgoing is forced on while Incoming is off, whatever the URL says.
  return { ...parsed, ...normaliseToggles(parsed) };
}

/** The URL patch for `next`: each setting written only when it differs from its default. */
export function relationshipViewToUrl(next: RelationshipView): Record<string, string | undefined> {
  const n = { ...next, ...normaliseToggles(next) };
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof RelationshipView)[]) {
    out[key] = n[key] === DEFAULTS[key] ? undefined : String(n[key]);
  }
  return out;
}
