// What the GitOps form's preview shows (spec 02-areas §2.13): the chart installed with the values
// typed into the editor, into the chosen namespace, as Flux manifests (Namespace, HelmRepository,
// HelmRelease carrying the values) and as Helm CLI commands (`helm repo add`, `helm install` with
// one --set per value). Pure: the preview tabs render these strings, and the unit test reads them.
import { toYaml } from '../../../lib/yaml.ts';
import { CHART_REPOSITORY, GITOPS_DEFAULTS } from './integration-options.ts';

/** The chart values, as parsed from the editor (a YAML mapping). */
export type ChartValues = Readonly<Record<string, unknown>>;

export interface PreviewInput {
  /** The chart's name in the repository; also the release's name. */
  readonly chart: string;
  readonly namespace: string;
  readonly values: ChartValues;
}

const NAMESPACE = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/** Why a namespace cannot be used (a Kubernetes DNS label), or undefined when it can. */
export function namespaceError(namespace: string): string | undefined {
  if (namespace.trim() === '') return 'This field is required';
  if (namespace.length > 63 || !NAMESPACE.test(namespace))
    return 'A namespace is lower-case letters, digits and dashes (at most 63), starting and ending with a letter or digit';
  return undefined;
}

/** A POSIX shell word: single-quoted, with any single quote closed, escaped and reopened. */
const shellWord = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** A key of a --set path: Helm splits on dots and reads [n] as an index, so those are escaped. */
const helmKey = (key: string): string => key.replace(/[\\.,=[\]]/g, (c) => `\\${c}`);

/** A --set value: Helm splits a value on commas, so they (and backslashes) are escaped. */
const helmValue = (value: string): string => value.replace(/[\\,]/g, (c) => `\\${c}`);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One Helm flag per leaf value: strings with --set-string (so "true" or "8080" stay strings),
 * numbers and booleans with --set, null with --set (Helm then drops the chart's default), and
 * empty lists or maps with --set-json.
 */
export function helmSetFlags(values: unknown, path = ''): string[] {
  if (Array.isArray(values)) {
    if (values.length === 0) return [`--set-json ${shellWord(`${path}=[]`)}`];
    return values.flatMap((v, i) => helmSetFlags(v, `${path}[${i}]`));
  }
  if (isObject(values)) {
    const entries = Object.entries(values);
    if (entries.length === 0) return path === '' ? [] : [`--set-json ${shellWord(`${path}={}`)}`];
    return entries.flatMap(([k, v]) => helmSetFlags(v, path === '' ? helmKey(k) : `${path}.${helmKey(k)}`));
  }
  if (typeof values === 'string') return [`--set-string ${shellWord(`${path}=${helmValue(values)}`)}`];
  if (values === null || values === undefined) return [`--set ${shellWord(`${path}=null`)}`];
  if (typeof values === 'number' || typeof values === 'boolean')
    return [`--set ${shellWord(`${path}=${String(values)}`)}`];
  return [`--set-json ${shellWord(`${path}=${JSON.stringify(values)}`)}`];
}

/** The Helm CLI tab: add the repository, update it, install the chart with the values. */
export function helmPreview({ chart, namespace, values }: PreviewInput): string {
  const install = [
    `helm install ${chart} ${CHART_REPOSITORY.name}/${chart}`,
    `-n ${shellWord(namespace)}`,
    ...helmSetFlags(values),
    '--create-namespace',
  ].join(' \\\n  ');
  return [
    `helm repo add ${CHART_REPOSITORY.name} ${CHART_REPOSITORY.url}`,
    'helm repo update',
    '',
    install,
    '',
  ].join('\n');
}

/** The Flux tab: the namespace, the chart repository and the release with its values. */
export function fluxPreview({ chart, namespace, values }: PreviewInput): string {
  const documents = [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } },
    {
      apiVersion: 'source.toolkit.fluxcd.io/v1',
      kind: 'HelmRepository',
      metadata: { name: CHART_REPOSITORY.name, namespace },
      spec: { interval: GITOPS_DEFAULTS.interval, url: CHART_REPOSITORY.url },
    },
    {
      apiVersion: 'helm.toolkit.fluxcd.io/v2',
      kind: 'HelmRelease',
      metadata: { name: chart, namespace },
      spec: {
        interval: GITOPS_DEFAULTS.interval,
        chart: {
          spec: {
            chart,
            sourceRef: { kind: 'HelmRepository', name: CHART_REPOSITORY.name, namespace },
          },
        },
        ...(Object.keys(values).length > 0 ? { values } : {}),
      },
    },
  ];
  return documents.map((d) => toYaml(d)).join('---\n');
}
