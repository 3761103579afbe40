// Resource selectors matched in memory, as duty's `types.ResourceSelector.Matches` does for the
// playbook list (which playbooks apply to a config item, a component or a check) and, after a SQL
// pre-filter, for `POST /api/resources/search`.
import { z } from 'zod';
import { asText } from './template.ts';

const items = z.union([z.array(z.string()), z.string().transform((s) => s.split(','))]);

export const resourceSelectorSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  namespace: z.string().optional(),
  agent: z.string().optional(),
  scope: z.string().optional(),
  cache: z.string().optional(),
  search: z.string().optional(),
  limit: z.number().int().optional(),
  includeDeleted: z.boolean().optional(),
  types: items.optional(),
  statuses: items.optional(),
  health: z.string().optional(),
  tagSelector: z.string().optional(),
  labelSelector: z.string().optional(),
  fieldSelector: z.string().optional(),
});
export type ResourceSelector = z.infer<typeof resourceSelectorSchema>;

/** What a selector looks at on a config item, component or check. */
export interface Selectable {
  id: string;
  name: string;
  namespace: string;
  type: string;
  status: string;
  health: string;
  /** The agent's id, '' for the local agent (the all-zero id). */
  agentId: string;
  labels: Record<string, string>;
  tags: Record<string, string>;
  /** Other columns, for field selectors and `key=value` search terms. */
  fields: Record<string, unknown>;
}

const WILDCARD = '*';
const isWild = (s: string | undefined): boolean => s === undefined || s === '' || s === WILDCARD;

/** A selector with nothing set matches nothing; one whose only field is `name: '*'` matches all. */
export function isEmptySelector(s: ResourceSelector): boolean {
  return onlyName(s) && (s.name ?? '') === '';
}
function onlyName(s: ResourceSelector): boolean {
  return (
    !s.id &&
    !s.namespace &&
    !s.agent &&
    !s.scope &&
    !s.search &&
    (s.types ?? []).length === 0 &&
    (s.statuses ?? []).length === 0 &&
    !s.health &&
    !s.tagSelector &&
    !s.labelSelector &&
    !s.fieldSelector
  );
}

/** commons' `collections.MatchItems`: `!x` excludes, `*` wildcards at either end, empty matches all. */
export function matchItems(value: string, patterns: readonly string[]): boolean {
  const list = patterns.map((p) => p.trim()).filter((p) => p !== '');
  if (list.length === 0) return true;
  let positives = 0;
  for (const p of list) if (p.startsWith('!') && globMatch(value, p.slice(1))) return false;
  for (const p of list) {
    if (p.startsWith('!')) continue;
    positives++;
    if (globMatch(value, p)) return true;
  }
  return positives === 0;
}

function globMatch(value: string, pattern: string): boolean {
  if (pattern === WILDCARD) return true;
  const starts = pattern.startsWith(WILDCARD);
  const ends = pattern.endsWith(WILDCARD) && pattern.length > 1;
  const core = pattern.slice(starts ? 1 : 0, ends ? -1 : undefined);
  if (starts && ends) return value.includes(core);
  if (starts) return value.endsWith(core);
  if (ends) return value.startsWith(core);
  return value === pattern;
}

interface Requirement {
  key: string;
  op: '=' | '!=' | 'in' | 'notin' | 'exists' | '!exists' | '>' | '<';
  values: string[];
}

/** A Kubernetes label selector (`a=b,c!=d,e in (x,y),!f,g`); throws on a malformed one. */
export function parseLabelSelector(selector: string): Requirement[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of selector) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p): Requirement => {
      const set = /^(\S+)\s+(in|notin)\s*\(([^)]*)\)$/.exec(p);
      if (set) return { key: set[1] ?? '', op: set[2] as 'in' | 'notin', values: splitValues(set[3]) };
      const cmp = /^([^!=<>\s]+)\s*(==|!=|=|>|<)\s*(.*)$/.exec(p);
      if (cmp) {
        const op = cmp[2] === '==' ? '=' : (cmp[2] as Requirement['op']);
        return { key: cmp[1] ?? '', op, values: [(cmp[3] ?? '').trim()] };
      }
      if (/^![^\s=!<>]+$/.test(p)) return { key: p.slice(1), op: '!exists', values: [] };
      if (/^[^\s=!<>()]+$/.test(p)) return { key: p, op: 'exists', values: [] };
      throw new Error(`unable to parse requirement: ${p}`);
    });
}
const splitValues = (s: string | undefined): string[] => (s ?? '').split(',').map((v) => v.trim());

function requirementHolds(r: Requirement, lookup: (key: string) => string | undefined): boolean {
  const value = lookup(r.key);
  switch (r.op) {
    case 'exists':
      return value !== undefined;
    case '!exists':
      return value === undefined;
    case '=':
    case 'in':
      return value !== undefined && r.values.some((v) => v === WILDCARD || globMatch(value, v));
    case '!=':
    case 'notin':
      return value === undefined || !r.values.some((v) => globMatch(value, v));
    case '>':
    case '<': {
      const a = Number(value);
      const b = Number(r.values[0]);
      return Number.isFinite(a) && Number.isFinite(b) && (r.op === '>' ? a > b : a < b);
    }
  }
}

/** A column or a nested key (`labels.app`, `tags.cluster`, `config.spec.replicas`) as text. */
export function fieldOf(s: Selectable, key: string): string | undefined {
  switch (key) {
    case 'id':
      return s.id;
    case 'name':
      return s.name;
    case 'namespace':
      return s.namespace;
    case 'type':
      return s.type;
    case 'status':
      return s.status;
    case 'health':
      return s.health;
    case 'agent':
    case 'agent_id':
      return s.agentId;
  }
  if (key.startsWith('labels.')) return s.labels[key.slice(7)];
  if (key.startsWith('tags.')) return s.tags[key.slice(5)];
  let v: unknown = s.fields;
  for (const part of key.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  if (v === undefined || v === null) return undefined;
  return asText(v);
}

/** The search grammar's terms: `key=value`, `key!=value`, `key>n`, a bare word (name prefix), `-word`. */
function searchHolds(search: string, s: Selectable): boolean {
  for (const term of search.trim().split(/\s+/).filter(Boolean)) {
    const cmp = /^([^!=<>]+)(!=|=|>|<)(.*)$/.exec(term);
    if (cmp) {
      const value = (cmp[3] ?? '').replace(/^"|"$/g, '');
      const op = cmp[2] === '!=' ? '!=' : cmp[2] === '>' ? '>' : cmp[2] === '<' ? '<' : '=';
      const field = fieldOf(s, cmp[1] ?? '');
      if (op === '=' || op === '!=') {
        const hit = field !== undefined && matchItems(field.toLowerCase(), value.toLowerCase().split(','));
        if ((op === '=') !== hit) return false;
      } else if (!requirementHolds({ key: cmp[1] ?? '', op, values: [value] }, (k) => fieldOf(s, k)))
        return false;
      continue;
    }
    const negated = term.startsWith('-');
    const word = (negated ? term.slice(1) : term).toLowerCase();
    const hit = globMatch(s.name.toLowerCase(), word.includes(WILDCARD) ? word : `${word}*`);
    if (hit === negated) return false;
  }
  return true;
}

/** Whether one selector matches the resource (duty's `ResourceSelector.Matches`). */
export function selectorMatches(sel: ResourceSelector, s: Selectable): boolean {
  if (isEmptySelector(sel)) return false;
  if (onlyName(sel) && sel.name === WILDCARD) return true;
  if (!isWild(sel.id) && !matchItems(s.id, [sel.id ?? ''])) return false;
  if (!isWild(sel.name) && !matchItems(s.name, (sel.name ?? '').split(','))) return false;
  if (!isWild(sel.namespace) && !matchItems(s.namespace, (sel.namespace ?? '').split(','))) return false;
  const types = (sel.types ?? []).filter((t) => t !== WILDCARD);
  if (types.length > 0 && !matchItems(s.type, types)) return false;
  const statuses = (sel.statuses ?? []).filter((t) => t !== WILDCARD);
  if (statuses.length > 0 && !matchItems(s.status, statuses)) return false;
  if (!isWild(sel.health) && !matchItems(s.health, (sel.health ?? '').split(','))) return false;
  if (sel.agent !== undefined && sel.agent !== '' && sel.agent !== 'all' && sel.agent !== WILDCARD) {
    if (!matchItems(s.agentId, [sel.agent])) return false;
  }
  const selectors: [string | undefined, (k: string) => string | undefined][] = [
    [sel.labelSelector, (k) => s.labels[k]],
    [sel.tagSelector, (k) => s.tags[k]],
    [sel.fieldSelector, (k) => fieldOf(s, k)],
  ];
  for (const [text, lookup] of selectors) {
    if (text === undefined || text.trim() === '' || text.trim() === WILDCARD) continue;
    if (!parseLabelSelector(text).every((r) => requirementHolds(r, lookup))) return false;
  }
  return sel.search === undefined || sel.search.trim() === '' || searchHolds(sel.search, s);
}
