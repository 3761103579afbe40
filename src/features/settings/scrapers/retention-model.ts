// A scraper's retention (spec 02-areas §3 "Retention: changes list (name, age, count); type list
// (name, createdAge, updatedAge, deletedAge)", §5 "Retention change and type names are required").
import { REQUIRED, type Item } from '../spec-forms/field-model.ts';

export interface ChangeRetention {
  readonly name: string;
  readonly age: string;
  readonly count: string;
}
export interface TypeRetention {
  readonly name: string;
  readonly createdAge: string;
  readonly updatedAge: string;
  readonly deletedAge: string;
}
export interface RetentionForm {
  readonly changes: readonly ChangeRetention[];
  readonly types: readonly TypeRetention[];
  readonly staleItemAge: string;
}

export const EMPTY_RETENTION: RetentionForm = { changes: [], types: [], staleItemAge: '' };
export const NEW_CHANGE: ChangeRetention = { name: '', age: '', count: '' };
export const NEW_TYPE: TypeRetention = { name: '', createdAge: '', updatedAge: '', deletedAge: '' };

const isObject = (v: unknown): v is Item => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const rows = (v: unknown): Item[] => (Array.isArray(v) ? v.filter(isObject) : []);

export function retentionOf(spec: unknown): RetentionForm {
  const r = isObject(spec) && isObject(spec['retention']) ? spec['retention'] : {};
  return {
    changes: rows(r['changes']).map((c) => ({
      name: text(c['name']),
      age: text(c['age']),
      count: text(c['count']),
    })),
    types: rows(r['types']).map((t) => ({
      name: text(t['name']),
      createdAge: text(t['createdAge']),
      updatedAge: text(t['updatedAge']),
      deletedAge: text(t['deletedAge']),
    })),
    staleItemAge: text(r['staleItemAge']),
  };
}

/** Only the set keys of an object (an empty age says nothing). */
function set(entries: [string, unknown][]): Item {
  return Object.fromEntries(entries.filter(([, v]) => v !== '' && v !== undefined));
}

/** The spec's retention laid over `base` (its other keys kept); undefined when nothing is set. */
export function retentionSpecOf(form: RetentionForm, base: unknown): Item | undefined {
  const out: Item = isObject(base) ? structuredClone(base) : {};
  delete out['changes'];
  delete out['types'];
  delete out['staleItemAge'];
  const changes = form.changes.map((c) =>
    set([
      ['name', c.name.trim()],
      ['age', c.age.trim()],
      ['count', c.count.trim() === '' ? '' : Number(c.count)],
    ]),
  );
  const types = form.types.map((t) =>
    set([
      ['name', t.name.trim()],
      ['createdAge', t.createdAge.trim()],
      ['updatedAge', t.updatedAge.trim()],
      ['deletedAge', t.deletedAge.trim()],
    ]),
  );
  if (changes.length > 0) out['changes'] = changes;
  if (types.length > 0) out['types'] = types;
  if (form.staleItemAge.trim() !== '') out['staleItemAge'] = form.staleItemAge.trim();
  return Object.keys(out).length === 0 ? undefined : out;
}

/** Problems by `changes.{i}.name` / `types.{i}.name` / `changes.{i}.count`. */
export function retentionErrors(form: RetentionForm): Record<string, string> {
  const errors: Record<string, string> = {};
  form.changes.forEach((c, i) => {
    if (c.name.trim() === '') errors[`changes.${i}.name`] = REQUIRED;
    if (c.count.trim() !== '' && !Number.isFinite(Number(c.count)))
      errors[`changes.${i}.count`] = 'This field must be a number';
  });
  form.types.forEach((t, i) => {
    if (t.name.trim() === '') errors[`types.${i}.name`] = REQUIRED;
  });
  return errors;
}
