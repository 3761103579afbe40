// The component page's engine queries over synced collections (instant and offline): its
// children, its ancestors (for the breadcrumb's names), incidents through evidence with its
// component_id, playbook runs by component_id, and the local rows that name what online reads link.
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import { PANEL_LIMIT } from './component-api.ts';

const MAX_CHILDREN = 1_000;

const byIds = (ids: readonly string[], limit = ids.length): QueryInput => ({
  where: [{ field: 'id', in: [...ids] }],
  limit: Math.max(limit, 0),
});

/** Visible children, by name (hidden ones are left out, as on the Dashboard by default). */
export const childrenQuery = (id: string): QueryInput => ({
  where: [
    { field: 'parent_id', in: [id] },
    { field: 'hidden', in: [false, null] },
  ],
  sort: [{ field: 'name' }],
  limit: MAX_CHILDREN,
});

export const componentsByIdsQuery = (ids: readonly string[]): QueryInput => byIds(ids);

/** Evidence naming the component: each leads to its incident (spec §4, topology evidence). */
export const componentEvidenceQuery = (id: string): QueryInput => ({
  where: [{ field: 'component_id', in: [id] }],
  sort: [{ field: 'created_at', dir: 'desc' }],
  limit: 500,
});

export const incidentsByIdsQuery = (ids: readonly string[]): QueryInput => ({
  ...byIds(ids, PANEL_LIMIT),
  sort: [{ field: 'created_at', dir: 'desc' }],
});

export const componentRunsQuery = (id: string): QueryInput => ({
  where: [{ field: 'component_id', in: [id] }],
  sort: [{ field: 'created_at', dir: 'desc' }],
  limit: PANEL_LIMIT,
});

export const rowsByIdsQuery = (ids: readonly string[]): QueryInput => byIds(ids);

/** Spec §2.7: the link dialog lists at most 50 configs. */
export const MAX_CONFIG_MATCHES = 50;

/** Configs matching `text` (name, type, namespace, description), not deleted, not linked yet. */
export const configSearchQuery = (text: string, linked: readonly string[]): QueryInput => ({
  text,
  where: [
    { field: 'deleted_at', isNull: true },
    ...(linked.length > 0 ? [{ field: 'id', exclude: [...linked] }] : []),
  ],
  sort: [{ field: 'name' }],
  limit: MAX_CONFIG_MATCHES,
});
