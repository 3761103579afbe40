import { describe, expect, it } from 'vitest';
import { NOT_A_MAPPING, parseChartValues } from './gitops-values.ts';

// A closed chart schema in the shape of server/schemas/mission-control-*.values.schema.json.
const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    clusterName: { type: 'string' },
    scraper: { type: 'object', properties: { schedule: { type: 'string' } } },
  },
};

describe('the GitOps form values', () => {
  it('are the chart defaults when blank or only comments', () => {
    expect(parseChartValues('', schema)).toEqual({ values: {}, errors: [] });
    expect(parseChartValues('# nothing to change\n', schema)).toEqual({ values: {}, errors: [] });
  });

  it('preview the mapping typed when the chart schema accepts it', () => {
    expect(parseChartValues('clusterName: prod\nscraper:\n  schedule: "@every 30m"\n', schema)).toEqual({
      values: { clusterName: 'prod', scraper: { schedule: '@every 30m' } },
      errors: [],
    });
  });

  it('wait while the schema refuses a value, naming its line', () => {
    const parsed = parseChartValues('clusterName: prod\nscraper:\n  schedule: 5\n', schema);
    expect(parsed.values).toBeUndefined();
    expect(parsed.errors.map((e) => e.line)).toEqual([3]);
    expect(parseChartValues('clusterNme: prod\n', schema).values).toBeUndefined();
  });

  it('wait on a syntax error, and refuse anything but a mapping', () => {
    expect(parseChartValues('clusterName: [prod\n', schema).values).toBeUndefined();
    expect(parseChartValues('- a\n- b\n', schema)).toEqual({
      values: undefined,
      errors: [{ line: 1, column: 1, message: NOT_A_MAPPING, severity: 'error' }],
    });
  });
});
