// The health check types (spec 02-areas §2.13 "Health check form types" and "The full canary type
// picker offers …", §3 "Health check", §5, §9 "Response code choices"). Each type names its key
// in a canary spec (canary-checker's CanarySpec); eight have a form, the others open the code
// editor with a starting item. GCS, SFTP and SMB are folder checks on such a path; Exec is the
// shell script form.
import type { FieldDef } from '../spec-forms/field-model.ts';

export interface CanaryType {
  readonly id: string;
  readonly label: string;
  /** Its list's key in the spec (`http: [...]`); none for Custom. */
  readonly key: string | null;
  /** The fields of its form; none: code only. */
  readonly fields?: readonly FieldDef[];
  /** A new check's item in the code editor. */
  readonly template?: Readonly<Record<string, unknown>>;
}

export const RESPONSE_CODES = ['200', '201', '202', '204', '301', '302', '401', '404', '500', '502', '503'];
const atLeastZero = { kind: 'number', min: 0 } as const;
const scripts: readonly FieldDef[] = [
  { key: 'test', label: 'Test', kind: 'script' },
  { key: 'display', label: 'Display', kind: 'script' },
  { key: 'transform', label: 'Transform', kind: 'script' },
];
const describe: readonly FieldDef[] = [
  { key: 'description', label: 'Description', kind: 'text' },
  { key: 'icon', label: 'Icon', kind: 'text', placeholder: 'e.g. http' },
];

const HTTP: readonly FieldDef[] = [
  { key: 'url', label: 'URL', kind: 'text', required: true, placeholder: 'https://example.com/health' },
  {
    key: 'method',
    label: 'Method',
    kind: 'select',
    options: ['GET', 'POST', 'PUT', 'DELETE'],
    default: 'GET',
  },
  { key: 'headers', label: 'Headers', kind: 'headers', placeholder: 'Accept: application/json' },
  { key: 'body', label: 'Body', kind: 'textarea' },
  { key: 'authentication', label: 'Authentication', kind: 'auth' },
  { key: 'responseCodes', label: 'Response Codes', kind: 'codes', options: RESPONSE_CODES, default: '200' },
  { key: 'thresholdMillis', label: 'Threshold (ms)', ...atLeastZero },
  { key: 'responseContent', label: 'Response Content', kind: 'text' },
  { key: 'maxSSLExpiry', label: 'Max SSL Expiry (days)', ...atLeastZero },
  ...describe,
  ...scripts,
];
const ALERT_MANAGER: readonly FieldDef[] = [
  { key: 'url', label: 'Host', kind: 'text', required: true, placeholder: 'http://alertmanager:9093' },
  { key: 'alerts', label: 'Alerts', kind: 'list', placeholder: 'One alert name per line' },
  { key: 'ignore', label: 'Ignore', kind: 'list', placeholder: 'One alert name per line' },
  { key: 'filters', label: 'Filters', kind: 'map', placeholder: 'severity: critical' },
  { key: 'exclude_filters', label: 'Exclude Filters', kind: 'map' },
  ...describe,
  ...scripts,
];
const ELASTICSEARCH: readonly FieldDef[] = [
  { key: 'url', label: 'URL', kind: 'text', required: true, placeholder: 'http://elasticsearch:9200' },
  { key: 'index', label: 'Index', kind: 'text', required: true },
  { key: 'query', label: 'Query', kind: 'textarea', required: true },
  { key: 'results', label: 'Results', ...atLeastZero },
  ...describe,
  { key: 'test', label: 'Test', kind: 'script' },
];
const SCRIPT: readonly FieldDef[] = [
  { key: 'script', label: 'Script', kind: 'textarea', required: true, placeholder: 'echo ok' },
  ...describe,
  ...scripts,
];
const FOLDER: readonly FieldDef[] = [
  { key: 'path', label: 'Path', kind: 'text', required: true, placeholder: '/data or s3://bucket/prefix' },
  { key: 'connection', label: 'Connection', kind: 'connection' },
  { key: 'minAge', label: 'Min Age', kind: 'text', placeholder: 'e.g. 1h' },
  { key: 'maxAge', label: 'Max Age', kind: 'text', placeholder: 'e.g. 24h' },
  { key: 'minCount', label: 'Min Count', ...atLeastZero },
  { key: 'maxCount', label: 'Max Count', ...atLeastZero },
  { key: 'minSize', label: 'Min Size', kind: 'text', placeholder: 'e.g. 10mb' },
  { key: 'maxSize', label: 'Max Size', kind: 'text' },
  { key: 'availableSize', label: 'Available Size', kind: 'text' },
  { key: 'totalSize', label: 'Total Size', kind: 'text' },
  { key: 'filter.regex', label: 'Filter', kind: 'text', placeholder: 'A regular expression of file names' },
  ...describe,
  { key: 'test', label: 'Test', kind: 'script' },
];
const ICMP: readonly FieldDef[] = [
  { key: 'endpoint', label: 'Host', kind: 'text', required: true, placeholder: 'example.com' },
  { key: 'packetCount', label: 'Packet Count', ...atLeastZero },
  { key: 'packetLossThreshold', label: 'Packet Loss Threshold (%)', ...atLeastZero },
  { key: 'thresholdMillis', label: 'Threshold (ms)', ...atLeastZero },
  ...describe,
];
const REDIS: readonly FieldDef[] = [
  {
    key: 'addr',
    label: 'Address',
    kind: 'text',
    required: true,
    placeholder: 'redis:6379',
    pattern: { regex: /^[^\s:]+:\d+$/, message: 'The address must be host:port' },
  },
  { key: 'db', label: 'Database', ...atLeastZero, default: '0' },
  ...describe,
];
const TCP: readonly FieldDef[] = [
  { key: 'endpoint', label: 'Endpoint', kind: 'text', required: true, placeholder: 'example.com:443' },
  { key: 'thresholdMillis', label: 'Max Response Time (ms)', ...atLeastZero },
  ...describe,
];

const code = (id: string, label: string, key: string, template: Record<string, unknown> = {}) =>
  ({ id, label, key, template }) as const;

/** A spec edited as code from nothing. */
export const CUSTOM_CANARY: CanaryType = { id: 'custom', label: 'Custom', key: null };

/** The full picker, in the spec's order. */
export const CANARY_TYPES: readonly CanaryType[] = [
  { id: 'http', label: 'HTTP', key: 'http', fields: HTTP },
  code('awsConfigRule', 'AWS Config Rule', 'awsConfigRule', { region: 'eu-west-1' }),
  code('awsConfig', 'AWS Config', 'awsConfig', { query: 'SELECT resourceId' }),
  code('github', 'GitHub', 'github', { query: '' }),
  code('ec2', 'EC2', 'ec2', { region: 'eu-west-1', ami: '' }),
  code('ldap', 'LDAP', 'ldap', { url: 'ldap://ldap:389', bindDN: '', userSearch: '' }),
  code('pod', 'Pod', 'pod', { namespace: 'default', spec: '' }),
  { id: 'exec', label: 'Exec', key: 'exec', fields: SCRIPT },
  { id: 'alertmanager', label: 'Alert Manager', key: 'alertmanager', fields: ALERT_MANAGER },
  code('cloudwatch', 'Cloud Watch', 'cloudwatch', { region: 'eu-west-1' }),
  { id: 'elasticsearch', label: 'Elasticsearch', key: 'elasticsearch', fields: ELASTICSEARCH },
  { id: 'redis', label: 'Redis', key: 'redis', fields: REDIS },
  code('mongodb', 'Mongo DB', 'mongodb', { url: 'mongodb://mongo:27017' }),
  code('dns', 'DNS', 'dns', { server: '8.8.8.8', query: 'example.com', querytype: 'A' }),
  { id: 'icmp', label: 'ICMP Ping', key: 'icmp', fields: ICMP },
  code('gcs', 'GCS', 'folder', { path: 'gcs://bucket/prefix' }),
  code('s3', 'AWS S3', 's3', { bucketName: '', region: 'eu-west-1' }),
  code('smb', 'SMB', 'folder', { path: 'smb://server/share' }),
  code('sftp', 'SFTP', 'folder', { path: 'sftp://host/path' }),
  { id: 'folder', label: 'Folder', key: 'folder', fields: FOLDER },
  code('prometheus', 'Prometheus', 'prometheus', { url: 'http://prometheus:9090', query: 'up' }),
  code('kubernetes', 'Kubernetes', 'kubernetes', { kind: 'Pod', namespaceSelector: { name: 'default' } }),
  code('sql', 'SQL Query', 'postgres', { connection: '', query: 'SELECT 1' }),
  code('catalog', 'Catalog', 'catalog', { selector: [{ types: [] }] }),
  code('azureDevops', 'Azure DevOps', 'azureDevops', { organization: '', project: '', pipeline: '' }),
  code('jmeter', 'JMeter', 'jmeter', { jmx: { name: '', key: '' } }),
  code('junit', 'JUnit', 'junit', { testResults: '/tmp/junit-results/', spec: {} }),
  code('dynatrace', 'Dynatrace', 'dynatrace', { host: '', scheme: 'https' }),
  code('namespace', 'Kubernetes Namespace', 'namespace', { namespaceNamePrefix: '', podSpec: '' }),
  { id: 'tcp', label: 'TCP', key: 'tcp', fields: TCP },
  CUSTOM_CANARY,
];

export const canaryTypeOf = (id: string): CanaryType | undefined => CANARY_TYPES.find((t) => t.id === id);
