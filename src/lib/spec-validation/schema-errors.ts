// A value checked against a JSON schema, reduced to the problems a person fixes: the innermost
// error at each place (not the "property x does not match" chain above it), named by its field.
import { Validator, type OutputUnit, type SchemaDraft } from '@cfworker/json-schema';
import type { JsonSchema, PathSegment } from './types.ts';

export interface SchemaProblem {
  /** Where the offending key or item is (for a missing field: the object that lacks it). */
  path: PathSegment[];
  message: string;
}

const validators = new WeakMap<JsonSchema, Validator>();

function draftOf(schema: JsonSchema): SchemaDraft {
  const declared = typeof schema.$schema === 'string' ? schema.$schema : '';
  if (declared.includes('2020-12')) return '2020-12';
  if (declared.includes('2019-09')) return '2019-09';
  if (declared.includes('draft-04')) return '4';
  return '7';
}

function validatorFor(schema: JsonSchema): Validator {
  let held = validators.get(schema);
  if (held === undefined) {
    // The validator keeps the schema as it is; a copy keeps ours free of its bookkeeping.
    held = new Validator(structuredClone(schema), draftOf(schema), false);
    validators.set(schema, held);
  }
  return held;
}

/** The wrapper errors whose real cause is reported deeper down. */
const wrappers = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  '$ref',
  '$recursiveRef',
  '$dynamicRef',
  'allOf',
  'dependentSchemas',
  'if',
  'then',
  'else',
  'contains',
]);

function pathOf(instanceLocation: string): PathSegment[] {
  return instanceLocation
    .replace(/^#\/?/, '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** `http[0].thresholdMillis`, the way a person reads a place in a spec. */
export function fieldName(path: readonly PathSegment[]): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

function quoted(list: string): string[] {
  return [...list.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function typeMessage(errors: readonly OutputUnit[]): string | undefined {
  const expected = new Set<string>();
  let actual = '';
  for (const e of errors) {
    const match = /^Instance type "(\w+)" is invalid\. Expected (.*)\.$/.exec(e.error);
    if (e.keyword !== 'type' || match === null) return undefined;
    actual = match[1] ?? '';
    for (const t of quoted(match[2] ?? '')) expected.add(t);
  }
  return `must be ${[...expected].map(article).join(' or ')}, not ${article(actual)}`;
}

function problemText(error: OutputUnit, branches: readonly OutputUnit[]): string {
  const enumMatch = /^Instance does not match any of (.*)\.$/.exec(error.error);
  switch (error.keyword) {
    case 'type':
      return typeMessage([error]) ?? error.error;
    case 'required': {
      const field = quoted(error.error)[0] ?? '';
      return `"${field}" is required`;
    }
    case 'false':
      return 'is not a known field here';
    case 'enum': {
      if (enumMatch === null) return error.error;
      const values = JSON.parse(enumMatch[1] ?? '[]') as unknown[];
      return `must be one of ${values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`;
    }
    case 'const':
      return error.error.replace(/^Instance does not match /, 'must be ').replace(/\.$/, '');
    case 'anyOf':
    case 'oneOf':
      return (
        (branches.length > 0 ? typeMessage(branches) : undefined) ?? 'does not match any of the allowed forms'
      );
    default:
      return error.error.replace(/\.$/, '');
  }
}

export function schemaProblems(value: unknown, schema: JsonSchema): SchemaProblem[] {
  const { valid, errors } = validatorFor(schema).validate(value);
  if (valid) return [];
  const alternatives = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const insideAlternative = (e: OutputUnit) =>
    alternatives.some((a) => a !== e && e.keywordLocation.startsWith(`${a.keywordLocation}/`));
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (wrappers.has(error.keyword) || insideAlternative(error)) continue;
    const branches = errors.filter((e) => e.keywordLocation.startsWith(`${error.keywordLocation}/`));
    const path = pathOf(error.instanceLocation);
    const text = problemText(error, branches);
    const message = path.length === 0 ? `The spec ${text}` : `${fieldName(path)} ${text}`;
    if (seen.has(message)) continue;
    seen.add(message);
    problems.push({ path, message });
  }
  return problems;
}
