import { describe, expect, it } from 'vitest';
import { validateSpecText } from './validate.ts';
import type { JsonSchema } from './types.ts';

const schema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  definitions: {
    http: {
      type: 'object',
      required: ['name', 'url'],
      properties: {
        name: { type: 'string' },
        url: { type: 'string' },
        thresholdMillis: { type: 'integer' },
        method: { enum: ['GET', 'POST'] },
      },
    },
  },
  properties: {
    schedule: { type: 'string' },
    http: { type: 'array', items: { $ref: '#/definitions/http' } },
    owner: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
  },
  additionalProperties: true,
};

const good = `schedule: "@every 5m"
http:
  - name: example
    url: https://example.com
    thresholdMillis: 3000
`;

describe('validateSpecText', () => {
  it('accepts a valid YAML spec and returns its value', () => {
    const result = validateSpecText(good, 'yaml', schema);
    expect(result.diagnostics).toEqual([]);
    expect(result.value).toEqual({
      schedule: '@every 5m',
      http: [{ name: 'example', url: 'https://example.com', thresholdMillis: 3000 }],
    });
  });

  it('accepts the same spec as JSON', () => {
    const text = JSON.stringify({ schedule: '@every 5m', http: [{ name: 'a', url: 'https://a' }] }, null, 2);
    expect(validateSpecText(text, 'json', schema).diagnostics).toEqual([]);
  });

  it('puts a wrong type on the line of its key, naming the field', () => {
    const text = good.replace('thresholdMillis: 3000', 'thresholdMillis: slow');
    const { diagnostics, value } = validateSpecText(text, 'yaml', schema);
    expect(value).toBeDefined();
    expect(diagnostics).toEqual([
      {
        line: 5,
        column: 5,
        message: 'http[0].thresholdMillis must be an integer, not a string',
        severity: 'error',
      },
    ]);
  });

  it('reports a missing required field on the object that lacks it', () => {
    const text = 'http:\n  - name: a\n';
    expect(validateSpecText(text, 'yaml', schema).diagnostics).toEqual([
      { line: 2, column: 5, message: 'http[0] "url" is required', severity: 'error' },
    ]);
  });

  it('names the allowed values and the alternatives', () => {
    const text = 'owner: true\nhttp:\n  - name: a\n    url: b\n    method: PUT\n';
    const messages = validateSpecText(text, 'yaml', schema).diagnostics.map((d) => [d.line, d.message]);
    expect(messages).toEqual([
      [1, 'owner must be a string or an integer, not a boolean'],
      [5, 'http[0].method must be one of GET, POST'],
    ]);
  });

  it('maps a JSON schema error to its key line', () => {
    const text = '{\n  "http": [\n    { "name": "a", "url": 5 }\n  ]\n}';
    expect(validateSpecText(text, 'json', schema).diagnostics).toEqual([
      { line: 3, column: 20, message: 'http[0].url must be a string, not a number', severity: 'error' },
    ]);
  });

  it('gives a YAML parse error its line and column and no value', () => {
    const text = 'schedule: "@every 5m"\nhttp:\n  - name: a\n   url: [unclosed\n';
    const { value, diagnostics } = validateSpecText(text, 'yaml', schema);
    expect(value).toBeUndefined();
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics[0]?.line).toBe(4);
    expect(diagnostics[0]?.severity).toBe('error');
    expect(diagnostics[0]?.message).not.toContain('\n');
  });

  it('gives a duplicate YAML key its line', () => {
    const { diagnostics } = validateSpecText('schedule: a\nschedule: b\n', 'yaml', schema);
    expect(diagnostics.map((d) => d.line)).toEqual([2]);
  });

  it('gives a JSON parse error its line and column', () => {
    expect(validateSpecText('{\n  "a": 1,\n  "b" 2\n}', 'json', schema).diagnostics).toEqual([
      { line: 3, column: 7, message: "Expected ':' but found '2'", severity: 'error' },
    ]);
    expect(validateSpecText('{\n  "a": 1,\n}', 'json', undefined).diagnostics).toEqual([
      {
        line: 3,
        column: 1,
        message: "Expected a property name in double quotes but found '}'",
        severity: 'error',
      },
    ]);
  });

  it('rejects a spec that is not an object', () => {
    expect(validateSpecText('- a\n- b\n', 'yaml', schema).diagnostics).toEqual([
      { line: 1, column: 1, message: 'The spec must be an object, not an array', severity: 'error' },
    ]);
  });

  it('checks only the syntax without a schema, and nothing for blank text', () => {
    expect(validateSpecText('a: [1', 'yaml', undefined).diagnostics).not.toEqual([]);
    expect(validateSpecText('anything: 1', 'yaml', undefined)).toEqual({
      value: { anything: 1 },
      diagnostics: [],
    });
    expect(validateSpecText('  \n', 'yaml', schema)).toEqual({ value: undefined, diagnostics: [] });
  });
});
