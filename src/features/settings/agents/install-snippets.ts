// What the 'Installation Instructions' dialog shows (spec 01-core §2, §4): the Mission Control
// agent chart (and the Kubernetes chart when the form turned it on), as a Flux manifest and as
// Helm CLI commands. The agent signs in upstream with username "token" and the one-time access
// token as its password; `host` is the API the console itself talks to.
import { toYaml } from '../../../lib/yaml.ts';
import type { AgentForm } from './agent-model.ts';

export const CHART_REPO = { name: 'flanksource', url: 'https://flanksource.github.io/charts' } as const;
export const AGENT_NAMESPACE = 'mission-control-agent';

type Values = { readonly [key: string]: string | boolean | Values };

export interface Chart {
  readonly chart: string;
  readonly release: string;
  readonly namespace: string;
  /** The first chart creates the namespace and the chart repository; the others reuse them. */
  readonly first: boolean;
  readonly values: Values;
}

export function chartsFor(form: AgentForm, token: string, host: string): Chart[] {
  const name = form.name.trim();
  const agent: Chart = {
    chart: 'mission-control-agent',
    release: 'mc-agent',
    namespace: AGENT_NAMESPACE,
    first: true,
    values: {
      upstream: { createSecret: true, host, username: 'token', password: token, agentName: name },
      ...(form.pushTelemetry.enabled
        ? { pushTelemetry: { enabled: true, topologyName: form.pushTelemetry.topologyName.trim() } }
        : {}),
    },
  };
  if (!form.kubernetes.enabled) return [agent];
  const kubernetes: Chart = {
    chart: 'mission-control-kubernetes',
    release: 'mc-agent-kubernetes',
    namespace: AGENT_NAMESPACE,
    first: false,
    values: { clusterName: name, scraper: { schedule: form.kubernetes.interval } },
  };
  return [agent, kubernetes];
}

/** `a.b.c` → value pairs, as `helm --set` takes them. */
function flatten(values: Values, prefix = ''): [string, string | boolean][] {
  return Object.entries(values).flatMap(([key, value]) =>
    typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** A POSIX shell word: single-quoted, with any single quote closed, escaped and reopened. */
const shellWord = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

export function helmCommands(charts: readonly Chart[]): string {
  return charts
    .map((c) => {
      const lines = [
        `helm install ${c.release} ${CHART_REPO.name}/${c.chart} -n ${shellWord(c.namespace)}`,
        ...flatten(c.values).map(([key, value]) => `--set ${key}=${shellWord(String(value))}`),
        ...(c.first ? ['--create-namespace'] : []),
      ];
      const install = lines.join(' \\\n  ');
      return c.first
        ? `helm repo add ${CHART_REPO.name} ${CHART_REPO.url}\nhelm repo update\n\n${install}`
        : install;
    })
    .join('\n\n')
    .concat('\n');
}

export function fluxManifests(charts: readonly Chart[]): string {
  const documents = charts.flatMap((c) => [
    ...(c.first
      ? [
          { apiVersion: 'v1', kind: 'Namespace', metadata: { name: c.namespace } },
          {
            apiVersion: 'source.toolkit.fluxcd.io/v1',
            kind: 'HelmRepository',
            metadata: { name: CHART_REPO.name, namespace: c.namespace },
            spec: { interval: '5m', url: CHART_REPO.url },
          },
        ]
      : []),
    {
      apiVersion: 'helm.toolkit.fluxcd.io/v2',
      kind: 'HelmRelease',
      metadata: { name: c.release, namespace: c.namespace },
      spec: {
        interval: '5m',
        timeout: '10m',
        chart: {
          spec: {
            chart: c.chart,
            sourceRef: { kind: 'HelmRepository', name: CHART_REPO.name, namespace: c.namespace },
            interval: '5m0s',
          },
        },
        values: c.values,
      },
    },
  ]);
  return documents.map((d) => toYaml(d)).join('---\n');
}
