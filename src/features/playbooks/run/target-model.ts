// What a playbook may run on (its spec's configs, components and checks selectors, api-contract
// §3.5), for the run dialog's resource selector. Pure.
import type { FieldFilter } from '../../../sync/query/query-schema.ts';
import type { RunTarget } from '../api.ts';

export type TargetKind = 'config' | 'component' | 'check';

export interface TargetChoice {
  readonly kind: TargetKind;
  readonly label: string;
  /** The selectors' types; empty for any. */
  readonly types: readonly string[];
}

const KINDS: readonly [TargetKind, string, string][] = [
  ['config', 'configs', 'Config item'],
  ['component', 'components', 'Component'],
  ['check', 'checks', 'Health check'],
];

const typesOf = (selectors: unknown[]): string[] => {
  const types = new Set<string>();
  for (const s of selectors) {
    if (typeof s !== 'object' || s === null) continue;
    const sel = s as Record<string, unknown>;
    const list = Array.isArray(sel['types']) ? sel['types'] : [sel['type']];
    // A selector without types admits any: the whole kind is open.
    if (list.every((t) => typeof t !== 'string' || t === '')) return [];
    for (const t of list) if (typeof t === 'string' && t !== '') types.add(t);
  }
  return [...types].sort();
};

export function targetChoices(spec: Record<string, unknown> | undefined): TargetChoice[] {
  return KINDS.flatMap(([kind, key, label]) => {
    const selectors = spec?.[key];
    return Array.isArray(selectors) && selectors.length > 0
      ? [{ kind, label, types: typesOf(selectors) }]
      : [];
  });
}

export const targetOf = (kind: TargetKind, id: string): RunTarget =>
  id === ''
    ? {}
    : kind === 'config'
      ? { config_id: id }
      : kind === 'component'
        ? { component_id: id }
        : { check_id: id };

/** The target a page passed (without the empty keys). */
export function givenTarget(target: RunTarget | undefined): RunTarget | undefined {
  if (target === undefined) return undefined;
  const out: { config_id?: string; component_id?: string; check_id?: string } = {};
  if (target.config_id) out.config_id = target.config_id;
  if (target.component_id) out.component_id = target.component_id;
  if (target.check_id) out.check_id = target.check_id;
  return Object.keys(out).length === 0 ? undefined : out;
}

export const typeFilter = (choice: TargetChoice): FieldFilter[] =>
  choice.types.length === 0 ? [] : [{ field: 'type', in: [...choice.types] }];
