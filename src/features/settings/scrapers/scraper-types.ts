// The catalogue scraper types of the form (spec 02-areas §2.13 "Catalogue scraper form: type
// picker sorted by label … Each has Form and Code tabs except Custom (code only)", §5 required
// fields, §9 "Kubernetes scraper default every 30m; max in-flight default 64"). Each names its
// key in a scraper spec (config-db's ScraperSpec) and the fields of one item of that list.
import type { FieldDef } from '../spec-forms/field-model.ts';

export interface ScraperType {
  readonly id: string;
  readonly label: string;
  /** Its list's key in the spec (`kubernetes: [...]`); none for Custom. */
  readonly key: string | null;
  readonly fields?: readonly FieldDef[];
  /** The schedule a new scraper of this type starts with. */
  readonly schedule?: string;
}

const typeAndId: readonly FieldDef[] = [
  { key: 'type', label: 'Type', kind: 'text', required: true, placeholder: 'e.g. API::Service' },
  { key: 'id', label: 'ID', kind: 'text', required: true, placeholder: 'e.g. $.id' },
];
const connection = (required = false): FieldDef => ({
  key: 'connection',
  label: 'Connection',
  kind: 'text',
  required,
  placeholder: 'connection://namespace/name',
});

/** A spec edited as code from nothing. */
export const CUSTOM_SCRAPER: ScraperType = { id: 'custom', label: 'Custom', key: null };

export const SCRAPER_TYPES: readonly ScraperType[] = [
  {
    id: 'aws',
    label: 'AWS',
    key: 'aws',
    fields: [
      connection(),
      { key: 'region', label: 'Regions', kind: 'list', placeholder: 'One region per line' },
      { key: 'include', label: 'Include', kind: 'list', placeholder: 'One resource type per line' },
      { key: 'compliance', label: 'Compliance', kind: 'boolean' },
      { key: 'costReporting.table', label: 'Cost Reporting Table', kind: 'text' },
    ],
  },
  {
    id: 'azure',
    label: 'Azure',
    key: 'azure',
    fields: [
      connection(true),
      { key: 'subscriptionID', label: 'Subscription ID', kind: 'text' },
      { key: 'tenantID', label: 'Tenant ID', kind: 'text' },
      { key: 'include', label: 'Include', kind: 'list', placeholder: 'One resource type per line' },
    ],
  },
  {
    id: 'azureDevops',
    label: 'Azure DevOps',
    key: 'azureDevops',
    fields: [
      connection(),
      { key: 'organization', label: 'Organization', kind: 'text' },
      { key: 'projects', label: 'Projects', kind: 'list', placeholder: 'One project per line' },
      { key: 'pipelines', label: 'Pipelines', kind: 'list', placeholder: 'One pipeline per line' },
    ],
  },
  {
    id: 'file',
    label: 'File',
    key: 'file',
    fields: [
      { key: 'paths', label: 'Paths', kind: 'list', placeholder: 'One path or glob per line' },
      { key: 'url', label: 'URL', kind: 'text' },
      {
        key: 'format',
        label: 'Format',
        kind: 'select',
        required: true,
        options: ['json', 'yaml', 'properties'],
      },
      { key: 'icon', label: 'Icon', kind: 'text', required: true },
      { key: 'type', label: 'Type', kind: 'text' },
      { key: 'id', label: 'ID', kind: 'text' },
    ],
  },
  {
    id: 'githubActions',
    label: 'Github Actions',
    key: 'githubActions',
    fields: [
      { key: 'owner', label: 'Owner', kind: 'text', required: true },
      { key: 'repository', label: 'Repository', kind: 'text', required: true },
      connection(),
      { key: 'workflows', label: 'Workflows', kind: 'list', placeholder: 'One workflow per line' },
    ],
  },
  {
    id: 'http',
    label: 'HTTP',
    key: 'http',
    fields: [
      { key: 'url', label: 'URL', kind: 'text', required: true },
      ...typeAndId,
      { key: 'method', label: 'Method', kind: 'select', options: ['GET', 'POST'], default: 'GET' },
      { key: 'body', label: 'Body', kind: 'textarea' },
    ],
  },
  {
    id: 'kubernetes',
    label: 'Kubernetes',
    key: 'kubernetes',
    schedule: '@every 30m',
    fields: [
      { key: 'clusterName', label: 'Cluster Name', kind: 'text', required: true },
      { key: 'namespace', label: 'Namespace', kind: 'text', placeholder: 'All namespaces when empty' },
      { key: 'maxInflight', label: 'Max In-flight', kind: 'number', min: 0, default: '64' },
      { key: 'exclusions.name', label: 'Excluded Names', kind: 'list', placeholder: 'One name per line' },
    ],
  },
  {
    id: 'kubernetesFile',
    label: 'Kubernetes File',
    key: 'kubernetesFile',
    fields: [
      { key: 'selector.kind', label: 'Kind', kind: 'text', placeholder: 'e.g. Pod' },
      { key: 'selector.namespace', label: 'Namespace', kind: 'text' },
      { key: 'selector.name', label: 'Name', kind: 'text' },
      { key: 'selector.labelSelector', label: 'Label Selector', kind: 'text' },
      { key: 'container', label: 'Container', kind: 'text' },
    ],
  },
  {
    id: 'sql',
    label: 'SQL',
    key: 'sql',
    fields: [
      ...typeAndId,
      connection(true),
      { key: 'query', label: 'Query', kind: 'textarea', required: true, placeholder: 'SELECT …' },
    ],
  },
  {
    id: 'trivy',
    label: 'Trivy',
    key: 'trivy',
    fields: [
      { key: 'version', label: 'Version', kind: 'text', placeholder: 'e.g. 0.40.0' },
      { key: 'scanners', label: 'Scanners', kind: 'list', placeholder: 'One scanner per line' },
      { key: 'severity', label: 'Severity', kind: 'list', placeholder: 'One severity per line' },
      { key: 'timeout', label: 'Timeout', kind: 'text', placeholder: 'e.g. 20m' },
    ],
  },
  CUSTOM_SCRAPER,
];

export const scraperTypeOf = (id: string): ScraperType | undefined => SCRAPER_TYPES.find((t) => t.id === id);
