// The run dialog's parameters (spec 02-areas §3: parameters list with name, label, type,
// properties.language; types code, team, people, component, config, text, checkbox, list).
// Pure: what a parameter looks like after parsing, its starting value and its validation.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { fromYaml } from '../../../lib/yaml.ts';

export const PARAM_TYPES = [
  'code',
  'team',
  'people',
  'component',
  'config',
  'text',
  'checkbox',
  'list',
] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

const optionSchema = builtOnFirstUse(() =>
  z.union([
    z.object({ label: z.string().optional(), value: z.string() }),
    z.string().transform((value) => ({ value, label: value })),
  ]),
);

export const playbookParamSchema = builtOnFirstUse(() =>
  z.object({
    name: z.string().min(1),
    label: z.string().optional(),
    description: z.string().optional(),
    type: z.string().optional(),
    required: z.boolean().optional(),
    default: z.unknown().optional(),
    properties: z
      .object({
        language: z.string().optional(),
        multiline: z.union([z.boolean(), z.string()]).optional(),
        options: z.array(optionSchema).optional(),
      })
      .passthrough()
      .optional(),
  }),
);
export type PlaybookParam = z.infer<typeof playbookParamSchema>;

/** A parameter's type as the form draws it: an unknown or absent type is text. */
export function paramType(p: Pick<PlaybookParam, 'type'>): ParamType {
  return (PARAM_TYPES as readonly string[]).includes(p.type ?? '') ? (p.type as ParamType) : 'text';
}

export const paramLabel = (p: Pick<PlaybookParam, 'name' | 'label'>): string =>
  p.label !== undefined && p.label.trim() !== '' ? p.label : p.name;

/** The parameters a spec declares (entries that do not parse are left out, as the server would). */
export function specParams(spec: Record<string, unknown> | undefined): PlaybookParam[] {
  const list = spec?.['parameters'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((p) => {
    const parsed = playbookParamSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Form values: a checkbox holds a boolean, every other type its text (an id for pickers). */
export type ParamValues = Record<string, string | boolean>;

export function initialValues(params: readonly PlaybookParam[]): ParamValues {
  const values: ParamValues = {};
  for (const p of params) {
    const d = p.default;
    if (paramType(p) === 'checkbox') values[p.name] = d === true || d === 'true';
    else values[p.name] = d === undefined || d === null ? '' : typeof d === 'string' ? d : JSON.stringify(d);
  }
  return values;
}

/** The first problem with one parameter's value, in words, or undefined. */
export function paramError(p: PlaybookParam, value: string | boolean | undefined): string | undefined {
  const type = paramType(p);
  const label = paramLabel(p);
  if (type === 'checkbox') return undefined;
  const text = typeof value === 'string' ? value : '';
  if (text.trim() === '') return p.required === true ? `${label} is required` : undefined;
  if (type === 'list') {
    const options = p.properties?.options ?? [];
    if (options.length > 0 && !options.some((o) => o.value === text))
      return `Choose one of the options for ${label}`;
  }
  if (type === 'code') {
    const language = (p.properties?.language ?? '').toLowerCase();
    try {
      if (language === 'json') JSON.parse(text);
      else if (language === 'yaml' || language === 'yml') fromYaml(text);
    } catch (error) {
      return `${label} is not valid ${language.toUpperCase()}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
  }
  return undefined;
}

/** Every parameter's problem, by name (empty when the form may be run). */
export function paramErrors(params: readonly PlaybookParam[], values: ParamValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of params) {
    const problem = paramError(p, values[p.name]);
    if (problem !== undefined) errors[p.name] = problem;
  }
  return errors;
}

/** What is sent as `params`: strings as typed, checkboxes as 'true'/'false', empty optional ones left out. */
export function paramsToSend(params: readonly PlaybookParam[], values: ParamValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of params) {
    const v = values[p.name];
    if (typeof v === 'boolean') out[p.name] = String(v);
    else if (v !== undefined && v !== '') out[p.name] = v;
  }
  return out;
}
