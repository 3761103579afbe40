import { describe, expect, it } from 'vitest';
import { initialValues, paramErrors, paramsToSend, paramType, specParams } from './params-model.ts';

const spec = {
  parameters: [
    { name: 'replicas', label: 'Replicas', required: true },
    { name: 'patch', label: 'Patch', type: 'code', properties: { language: 'json' } },
    { name: 'values', type: 'code', properties: { language: 'yaml' } },
    { name: 'dry', label: 'Dry run', type: 'checkbox', default: 'true' },
    {
      name: 'env',
      label: 'Environment',
      type: 'list',
      properties: { options: [{ label: 'Prod', value: 'prod' }, 'dev'] },
    },
    { name: 'owner', label: 'Owner', type: 'team', required: true },
    { name: 'who', type: 'people' },
    { name: 'odd', type: 'millicores' },
    { label: 'no name' },
  ],
};

describe('playbook parameters', () => {
  const params = specParams(spec);

  it('reads the declared parameters, leaving out one without a name; an unknown type is text', () => {
    expect(params.map((p) => p.name)).toEqual([
      'replicas',
      'patch',
      'values',
      'dry',
      'env',
      'owner',
      'who',
      'odd',
    ]);
    expect(params.map(paramType)).toEqual([
      'text',
      'code',
      'code',
      'checkbox',
      'list',
      'team',
      'people',
      'text',
    ]);
  });

  it('starts from the defaults: a checkbox as a boolean, the rest as text', () => {
    expect(initialValues(params)).toMatchObject({ replicas: '', dry: true, env: '' });
  });

  it('requires required values, by label', () => {
    const errors = paramErrors(params, initialValues(params));
    expect(errors).toEqual({ replicas: 'Replicas is required', owner: 'Owner is required' });
  });

  it('checks code against its language and a list against its options', () => {
    const values = { ...initialValues(params), replicas: '2', owner: 't1' };
    expect(paramErrors(params, { ...values, patch: '{"a": 1}', values: 'a: 1', env: 'dev' })).toEqual({});
    const errors = paramErrors(params, { ...values, patch: '{a:', values: 'a: [1', env: 'staging' });
    expect(errors['patch']).toMatch(/^Patch is not valid JSON/);
    expect(errors['values']).toMatch(/^values is not valid YAML/);
    expect(errors['env']).toBe('Choose one of the options for Environment');
  });

  it('sends strings, checkboxes as true/false, and leaves out empty optional values', () => {
    const values = { ...initialValues(params), replicas: '2', owner: 't1', dry: false };
    expect(paramsToSend(params, values)).toEqual({ replicas: '2', owner: 't1', dry: 'false' });
  });
});
