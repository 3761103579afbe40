import { describe, expect, it } from 'vitest';
import { fromYaml } from '../../../lib/yaml.ts';
import { fluxPreview, helmPreview, helmSetFlags, namespaceError } from './gitops-preview.ts';

const input = {
  chart: 'mission-control-aws',
  namespace: 'ops',
  values: { region: ['us-east-1', 'eu-west-1'], scraper: { name: 'prod' }, compliance: false },
};

describe('the GitOps preview', () => {
  it('Helm CLI: adds the repository and installs the chart into the namespace with every value', () => {
    expect(helmPreview(input)).toBe(
      [
        'helm repo add flanksource https://flanksource.github.io/charts',
        'helm repo update',
        '',
        'helm install mission-control-aws flanksource/mission-control-aws \\',
        "  -n 'ops' \\",
        "  --set-string 'region[0]=us-east-1' \\",
        "  --set-string 'region[1]=eu-west-1' \\",
        "  --set-string 'scraper.name=prod' \\",
        "  --set 'compliance=false' \\",
        '  --create-namespace',
        '',
      ].join('\n'),
    );
  });

  it('Helm CLI: keeps strings strings, escapes what Helm and the shell would split, and sets empties', () => {
    expect(
      helmSetFlags({
        port: '8080',
        labels: { 'app.kubernetes.io/name': "it's,here" },
        exclude: [],
        auth: {},
        url: null,
        replicas: 2,
      }),
    ).toEqual([
      "--set-string 'port=8080'",
      `--set-string 'labels.app\\.kubernetes\\.io/name=it'\\''s\\,here'`,
      "--set-json 'exclude=[]'",
      "--set-json 'auth={}'",
      "--set 'url=null'",
      "--set 'replicas=2'",
    ]);
  });

  it('Flux: a Namespace, the chart repository and a HelmRelease carrying the values', () => {
    const docs = fluxPreview(input)
      .split('---\n')
      .map((d) => fromYaml(d));
    expect(docs).toEqual([
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'ops' } },
      {
        apiVersion: 'source.toolkit.fluxcd.io/v1',
        kind: 'HelmRepository',
        metadata: { name: 'flanksource', namespace: 'ops' },
        spec: { interval: '30m', url: 'https://flanksource.github.io/charts' },
      },
      {
        apiVersion: 'helm.toolkit.fluxcd.io/v2',
        kind: 'HelmRelease',
        metadata: { name: 'mission-control-aws', namespace: 'ops' },
        spec: {
          interval: '30m',
          chart: {
            spec: {
              chart: 'mission-control-aws',
              sourceRef: { kind: 'HelmRepository', name: 'flanksource', namespace: 'ops' },
            },
          },
          values: input.values,
        },
      },
    ]);
  });

  it('with no values: a bare helm install and a release without values', () => {
    const none = { ...input, values: {} };
    expect(helmPreview(none)).toContain("-n 'ops' \\\n  --create-namespace\n");
    expect(fluxPreview(none)).not.toContain('values');
  });

  it('asks for a namespace Kubernetes accepts', () => {
    expect(namespaceError('')).toBe('This field is required');
    expect(namespaceError('Mission_Control')).toMatch(/lower-case letters, digits and dashes/);
    expect(namespaceError('-ops')).toBeDefined();
    expect(namespaceError('a'.repeat(64))).toBeDefined();
    expect(namespaceError('mission-control')).toBeUndefined();
  });
});
