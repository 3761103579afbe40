import { describe, expect, it } from 'vitest';
import { REQUIRED } from '../spec-forms/field-model.ts';
import { NEW_CHANGE, NEW_TYPE } from './retention-model.ts';
import {
  inferScraperType,
  newScraperForm,
  scraperFormErrors,
  scraperFormOf,
  scraperSpecOf,
  type ScraperForm,
} from './scraper-model.ts';
import { SCRAPER_TYPES, scraperTypeOf, type ScraperType } from './scraper-types.ts';

const type = (id: string) => scraperTypeOf(id) as ScraperType;
const form = (id: string, values: Record<string, string>): ScraperForm => {
  const fresh = newScraperForm(type(id));
  return { ...fresh, name: 'scraper', values: { ...fresh.values, ...values } };
};

describe('the scraper type picker', () => {
  it('offers the types of the spec, sorted by label with Custom last', () => {
    expect(SCRAPER_TYPES.map((t) => t.label)).toEqual([
      'AWS',
      'Azure',
      'Azure DevOps',
      'File',
      'Github Actions',
      'HTTP',
      'Kubernetes',
      'Kubernetes File',
      'SQL',
      'Trivy',
      'Custom',
    ]);
    expect(SCRAPER_TYPES.filter((t) => t.fields === undefined).map((t) => t.id)).toEqual(['custom']);
  });
});

describe('an existing scraper', () => {
  it.each([
    [{ schedule: '@every 1h', retention: {}, kubernetes: [{}] }, 'kubernetes'],
    [{ retention: { staleItemAge: '7d' }, githubActions: [{}], aws: [{}] }, 'githubActions'],
    [{ sql: [{}] }, 'sql'],
    [{ schedule: '@daily' }, 'custom'],
    [{ terraform: [{}] }, 'custom'],
    [null, 'custom'],
  ])('%j is of type %s', (spec, id) => {
    expect(inferScraperType(spec).id).toBe(id);
  });
});

// Each form type: the fields it requires and a filled form.
const FORMS = [
  ['aws', [], {}],
  ['azure', ['connection'], { connection: 'connection://default/azure' }],
  ['azureDevops', [], {}],
  ['file', ['format', 'icon'], { format: 'yaml', icon: 'file', paths: 'a.yaml\nb.yaml' }],
  ['githubActions', ['owner', 'repository'], { owner: 'acme', repository: 'web' }],
  ['http', ['url', 'type', 'id'], { url: 'https://api', type: 'API::Item', id: '$.id' }],
  ['kubernetes', ['clusterName'], { clusterName: 'demo' }],
  ['kubernetesFile', [], { 'selector.kind': 'Pod' }],
  [
    'sql',
    ['type', 'id', 'connection', 'query'],
    { type: 'DB::Row', id: '$.id', connection: 'c', query: 'SELECT 1' },
  ],
  ['trivy', [], { version: '0.40.0' }],
] as const;

describe.each(FORMS)('the %s form', (id, required, fill) => {
  it('requires its fields and the name', () => {
    const errors = scraperFormErrors({ ...form(id, {}), name: '' });
    expect(Object.keys(errors).sort()).toEqual([...required, '$name'].sort());
    expect(Object.values(errors).every((e) => e === REQUIRED)).toBe(true);
    expect(scraperFormErrors(form(id, fill))).toEqual({});
  });

  it('round-trips through the spec and is inferred back as its type', () => {
    const filled = form(id, fill);
    const spec = scraperSpecOf(filled, {});
    expect(inferScraperType(spec).id).toBe(id);
    const back = scraperFormOf({ name: 'scraper', namespace: 'default', spec });
    expect(back.values).toMatchObject(filled.values);
    expect(scraperSpecOf(back, spec)).toEqual(spec);
  });
});

describe('the Kubernetes form', () => {
  it('starts every 30m with 64 in flight', () => {
    const fresh = newScraperForm(type('kubernetes'));
    expect(fresh.schedule).toBe('@every 30m');
    expect(scraperSpecOf({ ...fresh, values: { ...fresh.values, clusterName: 'demo' } }, {})).toEqual({
      schedule: '@every 30m',
      kubernetes: [{ clusterName: 'demo', maxInflight: 64 }],
    });
  });

  it('keeps what it does not edit', () => {
    const base = { kubernetes: [{ clusterName: 'a', watch: [{ kind: 'Pod' }] }], full: true };
    const edited = scraperSpecOf(
      { ...scraperFormOf({ name: 'k', namespace: null, spec: base }), schedule: '@daily' },
      base,
    );
    expect(edited).toEqual({ ...base, schedule: '@daily' });
  });
});

describe('retention', () => {
  it('writes the changes and types lists, and requires their names', () => {
    const filled: ScraperForm = {
      ...form('kubernetes', { clusterName: 'demo' }),
      retention: {
        changes: [{ name: 'diff', age: '7d', count: '100' }],
        types: [{ ...NEW_TYPE, name: 'Kubernetes::Pod', deletedAge: '1d' }],
        staleItemAge: '30d',
      },
    };
    expect(scraperSpecOf(filled, {})['retention']).toEqual({
      changes: [{ name: 'diff', age: '7d', count: 100 }],
      types: [{ name: 'Kubernetes::Pod', deletedAge: '1d' }],
      staleItemAge: '30d',
    });
    const unnamed = {
      ...filled,
      retention: { ...filled.retention, changes: [NEW_CHANGE], types: [NEW_TYPE] },
    };
    expect(scraperFormErrors(unnamed)).toEqual({
      'retention.changes.0.name': REQUIRED,
      'retention.types.0.name': REQUIRED,
    });
  });
});
