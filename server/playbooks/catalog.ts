// Playbooks as the service endpoints read them: one by id, the list (all, or those whose spec
// selectors match a resource: mission-control db.findPlaybooksForResourceSelectable), and the
// template environment a run's defaults and expressions see.
import type { Queryable } from '../db/database.ts';
import { PlaybookError } from './errors.ts';
import { selectorMatches } from './selector.ts';
import { parseSpec, type PlaybookSpec } from './spec.ts';
import { SELECTOR_FIELD, loadTarget, type Target, type TargetKind } from './targets.ts';
import type { TemplateEnv } from './template.ts';

export interface PlaybookRow {
  id: string;
  namespace: string;
  name: string;
  title: string;
  icon: string | null;
  description: string | null;
  source: string;
  category: string;
  created_at: string;
  spec: unknown;
}

const COLUMNS = 'id, namespace, name, title, icon, description, source, category, created_at, spec';

export async function findPlaybook(db: Queryable, id: string): Promise<PlaybookRow | null> {
  const { rows } = await db.query<PlaybookRow>(
    `SELECT ${COLUMNS} FROM playbooks WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return rows[0] ?? null;
}

/** clientapi.PlaybookListItem: empty strings are left out, as Go's omitempty does. */
export function listItem(p: PlaybookRow): Record<string, unknown> {
  const spec = parseSpec(p.spec);
  const item: Record<string, unknown> = { id: p.id };
  const optional: [string, string | null][] = [
    ['namespace', p.namespace],
    ['name', p.name],
    ['title', p.title],
    ['icon', p.icon],
    ['description', p.description],
    ['source', p.source],
    ['category', p.category],
  ];
  for (const [k, v] of optional) if ((v !== null && v !== '') || k === 'name') item[k] = v ?? '';
  item['created_at'] = new Date(p.created_at).toISOString();
  const parameters = 'spec' in spec ? spec.spec.parameters : undefined;
  item['parameters'] = parameters ?? null;
  item['spec'] = p.spec;
  return item;
}

/** Every playbook not deleted, by category then name. */
export async function listPlaybooks(db: Queryable): Promise<PlaybookRow[]> {
  const { rows } = await db.query<PlaybookRow>(
    `SELECT ${COLUMNS} FROM playbooks WHERE deleted_at IS NULL ORDER BY category ASC, name ASC`,
  );
  return rows;
}

/** Whether the spec's selectors for the target's kind all match it (the product needs every one). */
export function appliesTo(spec: PlaybookSpec, target: Target): boolean {
  const selectors = spec[SELECTOR_FIELD[target.kind]] ?? [];
  if (selectors.length === 0) return false;
  return selectors.every((s) => {
    try {
      return selectorMatches(s, target.selectable);
    } catch {
      return false;
    }
  });
}

const NOT_FOUND: Record<TargetKind, (id: string) => string> = {
  config: (id) => `config(id=${id}) not found`,
  component: (id) => `component '${id}' not found`,
  check: (id) => `check(id=${id}) not found`,
};

/** The target, or the product's 404 for it. */
export async function requireTarget(db: Queryable, kind: TargetKind, id: string): Promise<Target> {
  const target = await loadTarget(db, kind, id);
  if (target === null) throw new PlaybookError('not_found', NOT_FOUND[kind](id));
  return target;
}

export async function playbooksFor(db: Queryable, target: Target): Promise<PlaybookRow[]> {
  const { rows } = await db.query<PlaybookRow>(
    `SELECT ${COLUMNS} FROM playbooks WHERE deleted_at IS NULL AND spec->>$1 IS NOT NULL ORDER BY created_at, id`,
    [SELECTOR_FIELD[target.kind]],
  );
  return rows.filter((p) => {
    const spec = parseSpec(p.spec);
    return 'spec' in spec && appliesTo(spec.spec, target);
  });
}

interface EnvInput {
  playbook: PlaybookRow;
  target: Target | null;
  params: Record<string, string>;
  user: { id: string; name: string; email: string | null } | null;
  run?: Record<string, unknown>;
}

/** actions.TemplateEnv.AsMap: what `{{.x}}` and CEL paths read. */
export function templateEnv(input: EnvInput): TemplateEnv {
  const { playbook, target } = input;
  return {
    config: target?.kind === 'config' ? target.row : {},
    component: target?.kind === 'component' ? target.row : {},
    check: target?.kind === 'check' ? target.row : {},
    params: input.params,
    user: input.user ?? {},
    playbook: { id: playbook.id, name: playbook.name, namespace: playbook.namespace, title: playbook.title },
    run: input.run ?? {},
    env: {},
    request: {},
  };
}

export async function personOf(
  db: Queryable,
  id: string | undefined,
): Promise<{ id: string; name: string; email: string | null } | null> {
  if (id === undefined) return null;
  const { rows } = await db.query<{ id: string; name: string; email: string | null }>(
    'SELECT id, name, email FROM people WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}
