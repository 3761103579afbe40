import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER, REQUIRED, switchKind } from '../spec-forms/field-model.ts';
import {
  canaryFormErrors,
  canaryFormOf,
  canarySpecOf,
  inferCanaryType,
  newCanaryForm,
  type CanaryForm,
} from './canary-model.ts';
import { CANARY_TYPES, canaryTypeOf, type CanaryType } from './canary-types.ts';

const type = (id: string) => canaryTypeOf(id) as CanaryType;
const form = (id: string, values: Record<string, string>, extra: Partial<CanaryForm> = {}): CanaryForm => ({
  ...newCanaryForm(type(id)),
  name: 'probe',
  ...extra,
  values: { ...newCanaryForm(type(id)).values, ...values },
});

describe('the health check type picker', () => {
  it('offers the 31 types of the spec, eight of them with a form', () => {
    expect(CANARY_TYPES).toHaveLength(31);
    expect(CANARY_TYPES.filter((t) => t.fields !== undefined).map((t) => t.id)).toEqual([
      'http',
      'exec',
      'alertmanager',
      'elasticsearch',
      'redis',
      'icmp',
      'folder',
      'tcp',
    ]);
  });
});

// Each form type: the fields it requires, the defaults of a new check, and a filled form.
const FORMS = [
  {
    id: 'http',
    required: ['url'],
    defaults: { method: 'GET', responseCodes: '200' },
    fill: { url: 'https://a.example' },
  },
  { id: 'alertmanager', required: ['url'], defaults: {}, fill: { url: 'http://am:9093' } },
  {
    id: 'elasticsearch',
    required: ['url', 'index', 'query'],
    defaults: {},
    fill: { url: 'http://es', index: 'logs', query: '{}' },
  },
  { id: 'exec', required: ['script'], defaults: {}, fill: { script: 'echo ok' } },
  { id: 'folder', required: ['path'], defaults: {}, fill: { path: '/data' } },
  { id: 'icmp', required: ['endpoint'], defaults: {}, fill: { endpoint: 'example.com' } },
  { id: 'redis', required: ['addr'], defaults: { db: '0' }, fill: { addr: 'redis:6379' } },
  { id: 'tcp', required: ['endpoint'], defaults: {}, fill: { endpoint: 'example.com:443' } },
] as const;

describe.each(FORMS)('the $id form', ({ id, required, defaults, fill }) => {
  it('requires its fields, the name and the namespace', () => {
    const errors = canaryFormErrors({ ...form(id, {}), name: '', namespace: '' });
    for (const key of [...required, '$name', '$namespace']) expect(errors[key]).toBe(REQUIRED);
    expect(canaryFormErrors(form(id, fill))).toEqual({});
  });

  it('starts with its defaults, the default namespace and schedule', () => {
    const fresh = newCanaryForm(type(id));
    expect(fresh.values).toEqual(defaults);
    expect(fresh).toMatchObject({ namespace: 'default', schedule: '@every 5m' });
  });

  it('round-trips through the spec', () => {
    const filled = form(id, fill, { labels: 'team: web' });
    const spec = canarySpecOf(filled, {});
    expect(spec['schedule']).toBe('@every 5m');
    expect(spec[type(id).key as string]).toEqual([expect.objectContaining({ name: 'probe' })]);
    const back = canaryFormOf({ name: 'probe', namespace: 'default', labels: { team: 'web' }, spec });
    expect(back).toEqual({ ...filled, values: { ...filled.values, ...back.values } });
    expect(back.values).toMatchObject(filled.values);
    expect(inferCanaryType(spec).id).toBe(id);
  });
});

describe('the HTTP form', () => {
  it('writes the spec canary-checker reads, keeping keys the form does not know', () => {
    const base = { schedule: '@hourly', http: [{ name: 'old', url: 'x', maxRedirects: 3 }] };
    const values = {
      url: 'https://a.example/health',
      method: 'POST',
      responseCodes: '200,201',
      thresholdMillis: '2000',
      headers: 'Accept: application/json',
      authentication: 'ntlm',
      username: 'svc',
      'password#name': 'creds',
      'password#key': 'password',
      test: 'expr',
      'test#text': 'code == 200',
    };
    expect(canarySpecOf(form('http', values, { schedule: '@every 1m' }), base)).toEqual({
      schedule: '@every 1m',
      http: [
        {
          name: 'probe',
          url: 'https://a.example/health',
          method: 'POST',
          maxRedirects: 3,
          responseCodes: [200, 201],
          thresholdMillis: 2000,
          headers: [{ name: 'Accept', value: 'application/json' }],
          username: { value: 'svc' },
          password: { valueFrom: { secretKeyRef: { name: 'creds', key: 'password' } } },
          ntlm: true,
          test: { expr: 'code == 200' },
        },
      ],
    });
  });

  it('says a threshold that is not a number or below 0', () => {
    expect(canaryFormErrors(form('http', { url: 'u', thresholdMillis: 'ten' }))['thresholdMillis']).toBe(
      NOT_A_NUMBER,
    );
    expect(canaryFormErrors(form('http', { url: 'u', maxSSLExpiry: '-1' }))['maxSSLExpiry']).toBe(
      'This field must be at least 0',
    );
  });

  it('clears the script when its kind changes, and the credentials when authentication does', () => {
    const http = type('http').fields ?? [];
    const test = http.find((f) => f.key === 'test');
    const auth = http.find((f) => f.key === 'authentication');
    if (test === undefined || auth === undefined) throw new Error('fields missing');
    expect(switchKind(test, { test: 'expr', 'test#text': 'x' }, 'javascript')).toEqual({
      test: 'javascript',
      'test#text': '',
    });
    expect(switchKind(auth, { authentication: 'basic', username: 'u' }, 'ntlm')['username']).toBe('');
  });
});

describe('the Redis form', () => {
  it('asks for host:port', () => {
    expect(canaryFormErrors(form('redis', { addr: 'redis' }))['addr']).toBe('The address must be host:port');
  });
});

describe('an existing health check', () => {
  it('is of the type of its first check key, Custom when none', () => {
    expect(inferCanaryType({ schedule: '@daily', dns: [{}] }).id).toBe('dns');
    expect(inferCanaryType({ folder: [{ path: 'gcs://b' }] }).id).toBe('folder');
    expect(inferCanaryType({ schedule: '@daily' }).id).toBe('custom');
    expect(inferCanaryType(null).id).toBe('custom');
  });

  it('with two checks has no form: it is edited as code', () => {
    const spec = {
      http: [
        { name: 'a', url: 'x' },
        { name: 'b', url: 'y' },
      ],
    };
    expect(canaryFormOf({ name: 'a', namespace: null, labels: null, spec }).values).toEqual({});
  });
});
