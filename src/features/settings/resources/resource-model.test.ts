import { describe, expect, it } from 'vitest';
import {
  agentOf,
  changedFields,
  formErrors,
  formOf,
  isReadOnlySource,
  parseSpec,
  specText,
  type ResourceRow,
} from './resource-model.ts';

const row: ResourceRow = {
  id: 't1',
  name: 'Platform',
  icon: null,
  spec: { components: [{ name: 'api' }] },
  source: null,
  created_by: 'p1',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

describe('settings resource model', () => {
  it('reads a spec written as YAML or as JSON, and an empty one as no spec', () => {
    expect(parseSpec('a: 1\nb: [x]')).toEqual({ ok: true, spec: { a: 1, b: ['x'] } });
    expect(parseSpec('{"a": 1}')).toEqual({ ok: true, spec: { a: 1 } });
    expect(parseSpec('  \n')).toEqual({ ok: true, spec: null });
  });

  it('refuses a spec that does not parse or is not an object, saying why', () => {
    const broken = parseSpec('a: [1, 2');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^The spec is not valid YAML or JSON/);
    expect(parseSpec('- a\n- b')).toEqual({
      ok: false,
      message: 'The spec must be a YAML or JSON object (key: value pairs)',
    });
    expect(parseSpec('just text')).toMatchObject({ ok: false });
  });

  it('requires a name', () => {
    expect(formErrors({ name: ' ', namespace: 'default', icon: '', spec: '' })).toEqual({
      name: 'This field is required',
    });
    expect(formErrors({ name: 'a', namespace: 'default', icon: '', spec: 'a: 1' })).toEqual({});
  });

  it('requires a namespace of namespaced kinds, and starts new ones in default', () => {
    const blank = { name: 'a', namespace: ' ', icon: '', spec: '' };
    expect(formErrors(blank, true)).toEqual({ namespace: 'This field is required' });
    expect(formErrors(blank, false)).toEqual({});
    expect(formOf(undefined).namespace).toBe('default');
    expect(formOf({ ...row, namespace: 'ops' }).namespace).toBe('ops');
  });

  it('names the agent a resource runs on, none for the all-zero id', () => {
    expect(agentOf({ ...row, agent_id: 'a7c1e2f0-0000-4000-8000-000000000001' })).toBe(
      'a7c1e2f0-0000-4000-8000-000000000001',
    );
    expect(agentOf({ ...row, agent_id: '00000000-0000-0000-0000-000000000000' })).toBeUndefined();
    expect(agentOf({ ...row, agent_id: null })).toBeUndefined();
    expect(agentOf(row)).toBeUndefined();
  });

  it('shows a spec as YAML that reads back to the same object', () => {
    const text = specText(row.spec);
    expect(parseSpec(text)).toEqual({ ok: true, spec: row.spec });
    expect(specText(null)).toBe('');
  });

  it('patches only what changed', () => {
    const same = parseSpec(specText(row.spec));
    expect(
      changedFields(
        row,
        { name: 'x', namespace: 'default', icon: '', spec: '' },
        same.ok ? same.spec : null,
        true,
      ),
    ).toEqual({});
    expect(
      changedFields(row, { name: 'x', namespace: 'default', icon: 'k8s', spec: '' }, { a: 1 }, true),
    ).toEqual({
      icon: 'k8s',
      spec: { a: 1 },
    });
    expect(
      changedFields(
        row,
        { name: 'x', namespace: 'default', icon: 'k8s', spec: '' },
        row.spec as never,
        false,
      ),
    ).toEqual({});
  });

  it('lets only resources made in the console be edited', () => {
    expect(isReadOnlySource(null)).toBe(false);
    expect(isReadOnlySource('UI')).toBe(false);
    expect(isReadOnlySource('KubernetesCRD')).toBe(true);
  });
});
