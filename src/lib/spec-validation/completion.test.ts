import { describe, expect, it } from 'vitest';
import { completeSpecKeys } from './completion.ts';
import type { JsonSchema } from './types.ts';

const schema: JsonSchema = {
  type: 'object',
  definitions: {
    http: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        url: { type: 'string', description: 'The URL to call' },
        thresholdMillis: { type: 'integer' },
      },
    },
  },
  properties: {
    schedule: { type: 'string' },
    http: { type: 'array', items: { $ref: '#/definitions/http' } },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

/** The text with `|` marking the cursor, and the labels offered there. */
function offered(marked: string, language: 'yaml' | 'json' = 'yaml'): string[] | undefined {
  const offset = marked.indexOf('|');
  const text = marked.replace('|', '');
  return completeSpecKeys(text, offset, language, schema)?.options.map((o) => o.label);
}

describe('completeSpecKeys', () => {
  it('offers the top-level keys on an empty spec', () => {
    expect(offered('|')).toEqual(['schedule', 'http', 'labels']);
  });

  it('offers the keys of a list item, without those already written', () => {
    expect(offered('http:\n  - name: a\n    |')).toEqual(['url', 'thresholdMillis']);
    expect(offered('http:\n- name: a\n  u|')).toEqual(['url']);
  });

  it('offers the keys of a new list item after a dash', () => {
    expect(offered('schedule: x\nhttp:\n  - |')).toEqual(['name', 'url', 'thresholdMillis']);
  });

  it('filters by the typed part and replaces it', () => {
    const text = 'sch';
    const result = completeSpecKeys(text, 3, 'yaml', schema);
    expect(result).toEqual({
      from: 0,
      options: [{ label: 'schedule', apply: 'schedule: ', detail: 'string', info: undefined }],
    });
  });

  it('offers nothing in a value position or where the schema names no keys', () => {
    expect(offered('schedule: |')).toBeUndefined();
    expect(offered('labels:\n  |')).toBeUndefined();
  });

  it('completes JSON keys at the cursor path, quoted or not', () => {
    expect(offered('{ "http": [ { "name": "a", | } ] }', 'json')).toEqual(['url', 'thresholdMillis']);
    expect(offered('{ "http": [ { "u|" } ] }', 'json')).toEqual(['url']);
    const unquoted = completeSpecKeys('{ ', 2, 'json', schema);
    expect(unquoted?.options[0]?.apply).toBe('"schedule": ');
    expect(offered('{ "schedule": |', 'json')).toBeUndefined();
  });
});
