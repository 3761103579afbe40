// What the palette searches besides commands: one kind per synced collection a user can open,
// with the field its ranking reads, how a row reads in the list, and where it opens. Rows come
// from the sync worker's ranked search (sync/client search) and are parsed here with only the
// fields a result shows.
import { z } from 'zod';
import type { IconName } from '../../components/ui/icons.tsx';
import { isFeatureEnabled, type Feature, type FeatureFlags } from '../../lib/access/feature-flags.ts';
import { can, type Resource, type Role } from '../../lib/access/permissions.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import { checks } from '../../sync/collections/checks.ts';
import { components } from '../../sync/collections/components.ts';
import { configItems } from '../../sync/collections/config-items.ts';
import { incidents } from '../../sync/collections/incidents.ts';
import { people } from '../../sync/collections/people.ts';
import { playbooks } from '../../sync/collections/playbooks.ts';
import { teams } from '../../sync/collections/teams.ts';

/** One result: a row of a synced collection as the palette lists it. */
export interface FoundItem {
  /** The kind's id and the row's key, e.g. 'config:0a1b…' (recent items are stored by it). */
  readonly key: string;
  readonly kind: string;
  readonly title: string;
  readonly detail: string | null;
  readonly href: string;
}

export interface SearchKind {
  /** Stable: stored with recent items. */
  readonly id: string;
  /** The group heading. */
  readonly label: string;
  readonly icon: IconName;
  readonly collection: string;
  /** The string field ranked by (prefix, word start, elsewhere). */
  readonly titleField: string;
  /** Searched only for a user who may read this, with this area enabled (as the sidebar). */
  readonly resource: Resource;
  readonly feature: Feature;
  /**
   * The result a worker row makes for the typed `text` (normalized), or undefined when it lacks
   * what a result shows. A row found by a field the result does not show says which, and what
   * it holds, first in its detail.
   */
  readonly read: (row: unknown, text: string) => FoundItem | undefined;
}

const text = z.string().nullish();

const rowShape = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: text,
    title: text,
    type: text,
    canary_name: text,
    incident_id: text,
    email: text,
    namespace: text,
    description: text,
    text,
    tags: z.record(z.string(), z.string()).nullish(),
    labels: z.record(z.string(), z.string()).nullish(),
  }),
);
type RowShape = z.infer<typeof rowShape>;

/** A field the sync engine's text search reads for a kind that its result does not show. */
interface AlsoSearched {
  readonly label: string;
  readonly value: (row: RowShape) => string | Readonly<Record<string, string>> | null | undefined;
}

/** Longest excerpt of a matched field shown (a description can be long). */
const EXCERPT = 60;

function excerpt(value: string, word: string): string {
  if (value.length <= EXCERPT) return value;
  const at = Math.max(0, value.toLowerCase().indexOf(word) - 20);
  const cut = value.slice(at, at + EXCERPT).trim();
  return `${at > 0 ? '…' : ''}${cut}${at + EXCERPT < value.length ? '…' : ''}`;
}

/**
 * 'Job title: Staff SRE' when a word of `text` is in neither the shown `title` nor `detail` but
 * in one of `also` (its map fields read as key=value, as the engine searches them); else null.
 */
export function matchedElsewhere(
  row: RowShape,
  shown: string,
  text: string,
  also: readonly AlsoSearched[],
): string | null {
  const unseen = text.split(' ').filter((word) => word !== '' && !shown.includes(word));
  for (const field of also) {
    const value = field.value(row);
    if (value === null || value === undefined) continue;
    const candidates =
      typeof value === 'string' ? [value] : Object.entries(value).map(([k, v]) => `${k}=${v}`);
    for (const candidate of candidates) {
      const word = unseen.find((w) => candidate.toLowerCase().includes(w));
      if (word !== undefined) return `${field.label}: ${excerpt(candidate, word)}`;
    }
  }
  return null;
}

function reader(
  kind: string,
  describe: (row: RowShape) => {
    title: string | null | undefined;
    detail?: string | null | undefined;
    href: string;
  },
  also: readonly AlsoSearched[] = [],
): SearchKind['read'] {
  return (raw, typed) => {
    const parsed = rowShape.safeParse(raw);
    if (!parsed.success) return undefined;
    const { title, detail, href } = describe(parsed.data);
    const shown = title ?? parsed.data.id;
    const seen = `${shown}\n${detail ?? ''}`.toLowerCase();
    const matched = also.length === 0 ? null : matchedElsewhere(parsed.data, seen, typed, also);
    const details = [matched, detail].filter((d) => d !== null && d !== undefined && d !== '');
    const item = { key: `${kind}:${parsed.data.id}`, kind, title: shown, href };
    return { ...item, detail: details.length === 0 ? null : details.join(' · ') };
  };
}

const description: AlsoSearched = { label: 'Description', value: (r) => r.description };
const namespace: AlsoSearched = { label: 'Namespace', value: (r) => r.namespace };
const labels: AlsoSearched = { label: 'Label', value: (r) => r.labels };

const id = (value: string) => encodeURIComponent(value);

/** Every kind, in the order their groups appear when equally good. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  {
    id: 'config',
    label: 'Catalog',
    icon: 'catalog',
    collection: configItems.name,
    titleField: 'name',
    resource: 'database',
    feature: 'config',
    // Same-named items (a namespace in every cluster) are told apart by where they live.
    read: reader(
      'config',
      (r) => ({
        title: r.name,
        detail: [r.type, r.tags?.['cluster'], r.tags?.['namespace']].filter(Boolean).join(' · ') || null,
        href: `/catalog/${id(r.id)}`,
      }),
      [description],
    ),
  },
  {
    id: 'check',
    label: 'Health checks',
    icon: 'health',
    collection: checks.name,
    titleField: 'name',
    resource: 'canaries',
    feature: 'health',
    read: reader(
      'check',
      (r) => ({
        title: r.name,
        detail: [r.canary_name, r.type].filter(Boolean).join(' · ') || null,
        href: `/health?checkId=${id(r.id)}`,
      }),
      [namespace, description, labels],
    ),
  },
  {
    id: 'component',
    label: 'Components',
    icon: 'dashboard',
    collection: components.name,
    titleField: 'name',
    resource: 'topologies',
    feature: 'topology',
    read: reader('component', (r) => ({ title: r.name, detail: r.type, href: `/topology/${id(r.id)}` }), [
      { label: 'Text', value: (r) => r.text },
      namespace,
      labels,
    ]),
  },
  {
    id: 'incident',
    label: 'Incidents',
    icon: 'incidents',
    collection: incidents.name,
    titleField: 'title',
    resource: 'incident',
    feature: 'incidents',
    read: reader('incident', (r) => ({
      title: r.title,
      detail: r.incident_id,
      href: `/incidents/${id(r.id)}`,
    })),
  },
  {
    id: 'playbook',
    label: 'Playbooks',
    icon: 'playbooks',
    collection: playbooks.name,
    titleField: 'title',
    resource: 'playbooks',
    feature: 'playbooks',
    read: reader(
      'playbook',
      (r) => ({
        title: r.title ?? r.name,
        detail: r.namespace,
        href: `/playbooks/${id(r.id)}`,
      }),
      [{ label: 'Name', value: (r) => r.name }, description],
    ),
  },
  {
    id: 'person',
    label: 'People',
    icon: 'user',
    collection: people.name,
    titleField: 'name',
    resource: 'identities',
    feature: 'settings.users',
    // A person found by their job title says so ('Job title: Staff SRE · …').
    read: reader('person', (r) => ({ title: r.name, detail: r.email, href: '/settings/users' }), [
      { label: 'Job title', value: (r) => r.title },
    ]),
  },
  {
    id: 'team',
    label: 'Teams',
    icon: 'user',
    collection: teams.name,
    titleField: 'name',
    resource: 'database',
    feature: 'settings.teams',
    read: reader('team', (r) => ({ title: r.name, detail: null, href: `/settings/teams/${id(r.id)}` })),
  },
];

/** The kinds a user of `roles` may search under `flags`: readable and enabled, as the sidebar. */
export function availableKinds(roles: readonly Role[], flags: FeatureFlags): readonly SearchKind[] {
  return SEARCH_KINDS.filter(
    (kind) => can(roles, kind.resource, 'read') && isFeatureEnabled(flags, kind.feature),
  );
}
