import { z } from 'zod';

// The request of `POST /api/catalog/changes` (api-contract §3.2), parsed from a JSON body or from
// query parameters (GET). Values arrive as strings from a query string, so numbers and booleans
// are coerced; unknown keys are kept (the contract allows arbitrary column filters).

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1');
const intish = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);
const text = z.string().optional();

export const changesRequestSchema = z.object({
  id: text,
  config_type: text,
  type: text,
  severity: text,
  from: text,
  to: text,
  from_inserted_at: text,
  to_inserted_at: text,
  created_by: text,
  external_created_by: text,
  summary: text,
  source: text,
  tags: text,
  agent_id: text,
  recursive: z.enum(['upstream', 'downstream', 'none', 'all', '']).optional(),
  depth: intish.optional(),
  soft: boolish.optional(),
  include_deleted_configs: boolish.optional(),
  page: intish.optional(),
  page_size: intish.optional(),
  sort_by: text,
  lenient: boolish.optional(),
});

export type ChangesRequest = z.infer<typeof changesRequestSchema>;

/** Recursive walks stop here (spec §9: recursive change depth 5). */
export const MAX_CHANGE_DEPTH = 5;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

/** Columns `sort_by` may name (with an optional leading '-' for descending). */
export const SORTABLE = [
  'name',
  'change_type',
  'summary',
  'source',
  'created_at',
  'count',
  'severity',
  'type',
  'first_observed',
] as const;

/** `"A,!B"` → include [A], exclude [B]; blanks and the value 'all' are ignored. */
export function parseList(value: string | undefined): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const v = raw.trim();
    if (v === '' || v === 'all' || v === '!') continue;
    if (v.startsWith('!')) exclude.push(v.slice(1));
    else include.push(v);
  }
  return { include, exclude };
}

export interface TagCondition {
  key: string;
  op: 'eq' | 'neq' | 'in' | 'notin';
  values: string[];
}

/**
 * Tag selectors as Kubernetes-style label selectors: `k=v`, `k!=v`, `k in (a,b)`, `k notin (a,b)`,
 * separated by commas outside parentheses. Throws on anything else.
 */
export function parseTagSelector(value: string | undefined): TagCondition[] {
  const out: TagCondition[] = [];
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value ?? '') {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  for (const raw of parts) {
    const part = raw.trim();
    if (part === '') continue;
    const set = /^([^\s=!]+)\s+(in|notin)\s+\(([^)]*)\)$/.exec(part);
    if (set?.[1] !== undefined && set[2] !== undefined && set[3] !== undefined) {
      const values = set[3]
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
      out.push({ key: set[1], op: set[2] === 'in' ? 'in' : 'notin', values });
      continue;
    }
    const pair = /^([^=!]+?)\s*(!=|==|=)\s*(.*)$/.exec(part);
    if (pair?.[1] === undefined || pair[2] === undefined || pair[3] === undefined)
      throw new Error(`invalid tag selector: ${part}`);
    out.push({ key: pair[1].trim(), op: pair[2] === '!=' ? 'neq' : 'eq', values: [pair[3].trim()] });
  }
  return out;
}
