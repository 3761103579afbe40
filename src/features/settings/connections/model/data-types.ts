// The 23 connection types the picker offers, plus JMeter, which exists but is hidden (spec
// 02-areas §3 "Connection": the types, their fields, their required fields and defaults).
import {
  certificate,
  insecureTls,
  numberProperty,
  password,
  plainUsername,
  secretProperty,
  textProperty,
  url,
  username,
  type ChoiceDef,
  type FieldDef,
} from './fields.ts';

export interface ConnectionTypeDef {
  /** The stored `type`. */
  readonly value: string;
  readonly label: string;
  /** Two or three letters drawn as the type's icon. */
  readonly mark: string;
  readonly group: 'connection' | 'notification';
  readonly fields: readonly FieldDef[];
  readonly choice?: ChoiceDef;
  /** Notification channels: the URL composed from the parts (notification-types.ts). */
  readonly composeUrl?: (parts: Readonly<Record<string, string>>) => string;
  /** Exists but is not offered (JMeter). */
  readonly hidden?: boolean;
}

type Def = Omit<ConnectionTypeDef, 'group'>;
const data = (def: Def): ConnectionTypeDef => ({ ...def, group: 'connection' });

/** URL, username and password, all required: the SQL databases and most services. */
const database = (value: string, label: string, mark: string, tls = false): ConnectionTypeDef =>
  data({
    value,
    label,
    mark,
    fields: [url(), username(), password(), ...(tls ? [insecureTls()] : [])],
  });

const awsKeys = (): FieldDef[] => [
  textProperty('region', 'Region'),
  textProperty('profile', 'Profile'),
  username('Access Key', { required: false }),
  password('Secret Key', { required: false }),
];

const gitAuth: ChoiceDef = {
  key: 'authentication',
  label: 'Authentication',
  options: [
    { value: 'basic', label: 'Basic' },
    { value: 'ssh', label: 'SSH Key' },
  ],
  default: 'basic',
  infer: (stored) => (stored.certificate === '' ? 'basic' : 'ssh'),
};
const basic = { when: { field: 'authentication', is: 'basic' } } as const;

export const DATA_TYPES: readonly ConnectionTypeDef[] = [
  database('postgres', 'Postgres', 'PG'),
  database('mysql', 'MySQL', 'My'),
  database('sql_server', 'SQL Server', 'MS'),
  data({
    value: 'http',
    label: 'HTTP',
    mark: 'WWW',
    fields: [
      url(),
      username('Username', { required: false }),
      password('Password', { required: false }),
      insecureTls(),
    ],
  }),
  data({
    value: 'prometheus',
    label: 'Prometheus',
    mark: 'Pr',
    fields: [
      url(),
      username('Username', { required: false }),
      password('Password', { required: false }),
      insecureTls(),
    ],
  }),
  database('elasticsearch', 'Elasticsearch', 'ES', true),
  database('mongo', 'Mongo', 'Mo', true),
  database('ldap', 'LDAP', 'LD', true),
  data({
    value: 'redis',
    label: 'Redis',
    mark: 'Re',
    fields: [
      url(),
      numberProperty('db', 'Database', { required: true }),
      username('Username', { required: false }),
      password('Password', { required: false }),
      insecureTls(),
    ],
  }),
  data({
    value: 'windows',
    label: 'Windows',
    mark: 'Win',
    fields: [username(), password(), textProperty('domain', 'Domain')],
  }),
  data({
    value: 'google_cloud',
    label: 'Google Cloud',
    mark: 'GC',
    fields: [url('Endpoint'), certificate('Certificate', { required: true })],
  }),
  data({
    value: 'sftp',
    label: 'SFTP',
    mark: 'FTP',
    fields: [url('Host'), username(), password(), numberProperty('port', 'Port', { default: '22' })],
  }),
  data({
    value: 'aws',
    label: 'AWS',
    mark: 'AWS',
    fields: [...awsKeys(), insecureTls({ store: 'property', property: 'insecureTLS' })],
  }),
  data({
    value: 's3',
    label: 'AWS S3',
    mark: 'S3',
    fields: [
      textProperty('bucket', 'Bucket', { required: true }),
      ...awsKeys(),
      url('Endpoint', { required: false, hint: 'For S3-compatible stores' }),
    ],
  }),
  data({
    value: 'kubernetes',
    label: 'Kubernetes',
    mark: 'K8s',
    fields: [certificate('Kubeconfig', { required: true })],
  }),
  data({
    value: 'azure_devops',
    label: 'Azure DevOps',
    mark: 'ADO',
    fields: [plainUsername('Organization'), password('Personal Access Token')],
  }),
  data({
    value: 'azure',
    label: 'Azure',
    mark: 'Az',
    fields: [
      plainUsername('Client ID'),
      password('Client Secret'),
      textProperty('tenant', 'Tenant ID', { required: true }),
    ],
  }),
  data({ value: 'github', label: 'GitHub', mark: 'GH', fields: [password('Personal Access Token')] }),
  data({
    value: 'restic',
    label: 'Restic',
    mark: 'Rs',
    fields: [
      password(),
      url('Repository URL'),
      textProperty('awsConnectionName', 'AWS Connection Name'),
      secretProperty('accessKey', 'Access Key'),
      secretProperty('secretKey', 'Secret Key'),
    ],
  }),
  data({
    value: 'smb',
    label: 'SMB',
    mark: 'SMB',
    fields: [
      url('Server'),
      username(),
      password(),
      textProperty('workstation', 'Workstation'),
      textProperty('sharename', 'Share name'),
      textProperty('searchPath', 'Search path'),
      numberProperty('port', 'Port', { default: '445' }),
    ],
  }),
  data({
    value: 'dynatrace',
    label: 'Dynatrace',
    mark: 'Dt',
    fields: [
      url('Host'),
      password('API Key'),
      textProperty('scheme', 'Scheme', { required: true, default: 'https' }),
    ],
  }),
  data({
    value: 'folder',
    label: 'Folder',
    mark: 'Dir',
    fields: [textProperty('path', 'Path', { required: true })],
  }),
  data({
    value: 'git',
    label: 'Git',
    mark: 'Git',
    choice: gitAuth,
    fields: [
      url(),
      textProperty('ref', 'Ref', { required: true, default: 'main' }),
      username('Username', basic),
      password('Password', basic),
      certificate('SSH Key', { required: true, when: { field: 'authentication', is: 'ssh' } }),
    ],
  }),
  data({
    value: 'jmeter',
    label: 'JMeter',
    mark: 'JM',
    hidden: true,
    fields: [url('Host'), numberProperty('port', 'Port')],
  }),
];
