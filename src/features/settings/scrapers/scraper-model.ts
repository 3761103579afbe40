// A catalogue scraper as its form holds it, and back (spec 02-areas §2.13 "An existing scraper's
// type is inferred from the first spec key other than schedule or retention; otherwise custom",
// §3 "Scraper: name, source, spec, schedule, retention, and one list per type", §5, §9).
import {
  defaultValues,
  fieldErrors,
  itemOf,
  REQUIRED,
  valuesOf,
  type FormValues,
  type Item,
} from '../spec-forms/field-model.ts';
import {
  EMPTY_RETENTION,
  retentionErrors,
  retentionOf,
  retentionSpecOf,
  type RetentionForm,
} from './retention-model.ts';
import { CUSTOM_SCRAPER, SCRAPER_TYPES, scraperTypeOf, type ScraperType } from './scraper-types.ts';

/** The schedule choices (spec §9 "the default list from every 30s up to @daily and @weekly"). */
export const SCRAPER_SCHEDULES = [
  '@every 30s',
  '@every 1m',
  '@every 5m',
  '@every 15m',
  '@every 30m',
  '@every 1h',
  '@every 2h',
  '@every 4h',
  '@every 8h',
  '@daily',
  '@weekly',
] as const;

export interface ScraperForm {
  readonly type: string;
  readonly name: string;
  readonly namespace: string;
  readonly schedule: string;
  readonly values: FormValues;
  readonly retention: RetentionForm;
}

const isObject = (v: unknown): v is Item => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The type of a spec: its first key other than schedule or retention, Custom when none is a type. */
export function inferScraperType(spec: unknown): ScraperType {
  const key = isObject(spec)
    ? Object.keys(spec).find((k) => k !== 'schedule' && k !== 'retention')
    : undefined;
  return SCRAPER_TYPES.find((t) => t.key !== null && t.key === key) ?? CUSTOM_SCRAPER;
}

/** The one item the form edits; undefined when the spec is edited as code only. */
export function scraperItemOf(spec: unknown): Item | undefined {
  const type = inferScraperType(spec);
  if (!isObject(spec) || type.key === null || type.fields === undefined) return undefined;
  const list = spec[type.key];
  return Array.isArray(list) && list.length === 1 && isObject(list[0]) ? list[0] : undefined;
}

export function newScraperForm(type: ScraperType): ScraperForm {
  return {
    type: type.id,
    name: '',
    namespace: 'default',
    schedule: type.schedule ?? '',
    values: defaultValues(type.fields ?? []),
    retention: EMPTY_RETENTION,
  };
}

export function scraperFormOf(row: { name: string; namespace: string | null; spec: unknown }): ScraperForm {
  const type = inferScraperType(row.spec);
  const item = scraperItemOf(row.spec);
  const schedule = isObject(row.spec) ? row.spec['schedule'] : undefined;
  return {
    type: type.id,
    name: row.name,
    namespace: row.namespace ?? '',
    schedule: typeof schedule === 'string' ? schedule : '',
    values: item === undefined ? {} : valuesOf(type.fields ?? [], item),
    retention: retentionOf(row.spec),
  };
}

/** The spec the form describes over `base`: schedule, retention and the type's one item. */
export function scraperSpecOf(form: ScraperForm, base: unknown): Item {
  const type = scraperTypeOf(form.type) ?? CUSTOM_SCRAPER;
  const spec: Item = isObject(base) ? structuredClone(base) : {};
  if (form.schedule !== '') spec['schedule'] = form.schedule;
  else delete spec['schedule'];
  const retention = retentionSpecOf(form.retention, spec['retention']);
  if (retention === undefined) delete spec['retention'];
  else spec['retention'] = retention;
  if (type.key === null || type.fields === undefined) return spec;
  const item = itemOf(type.fields, form.values, scraperItemOf(base) ?? {});
  spec[type.key] = [item];
  return spec;
}

export function scraperFormErrors(form: ScraperForm): Record<string, string> {
  const type = scraperTypeOf(form.type);
  const errors: Record<string, string> = {
    ...fieldErrors(type?.fields ?? [], form.values),
    ...Object.fromEntries(
      Object.entries(retentionErrors(form.retention)).map(([k, v]) => [`retention.${k}`, v]),
    ),
  };
  if (form.name.trim() === '') errors['$name'] = REQUIRED;
  return errors;
}
