// The connection type table against the spec (02-areas §3, §5, §9): the offered types, each
// type's required fields and defaults, field switching, the written row and secret handling.
import { describe, expect, it } from 'vitest';
import {
  ALL_TYPES,
  carriesSecrets,
  initialForm,
  NOT_A_NUMBER,
  NOTIFICATION_TYPES,
  OFFERED_TYPES,
  REQUIRED,
  toPayload,
  typeOf,
  validate,
  visibleFields,
  withChoice,
  type ConnectionForm,
  type ConnectionTypeDef,
} from './connection-model.ts';
import { decodeSecret, encodeSecret, toEnvVar, withSource } from './secret-value.ts';

const must = (value: string): ConnectionTypeDef => {
  const t = typeOf(value);
  if (t === undefined) throw new Error(`no type ${value}`);
  return t;
};
const secret = (value: string) => ({ source: 'static', value, name: '', key: '' }) as const;
const withValues = (form: ConnectionForm, values: ConnectionForm['values']): ConnectionForm => ({
  ...form,
  values: { ...form.values, ...values },
});

describe('the offered types', () => {
  it('are the 23 of the spec, JMeter hidden, and the 16 notification channels', () => {
    expect(OFFERED_TYPES.map((t) => t.value)).toEqual([
      'postgres', 'mysql', 'sql_server', 'http', 'prometheus', 'elasticsearch', 'mongo', 'ldap', 'redis',
      'windows', 'google_cloud', 'sftp', 'aws', 's3', 'kubernetes', 'azure_devops', 'azure', 'github',
      'restic', 'smb', 'dynatrace', 'folder', 'git',
    ]); // prettier-ignore
    expect(typeOf('jmeter')?.hidden).toBe(true);
    expect(NOTIFICATION_TYPES.map((t) => t.value).sort()).toEqual(
      ['discord', 'email', 'google_chat', 'ifttt', 'mattermost', 'matrix', 'ntfy', 'opsgenie', 'pushbullet',
       'pushover', 'rocketchat', 'slack', 'teams', 'telegram', 'zulip_chat', 'generic_webhook'].sort(),
    ); // prettier-ignore
    expect(NOTIFICATION_TYPES.every((t) => t.composeUrl !== undefined)).toBe(true);
  });
});

// The required fields of an empty form, and the defaults a new one starts with (§3, §5, §9).
const EXPECTED: Readonly<Record<string, { required: string[]; defaults?: Record<string, unknown> }>> = {
  postgres: { required: ['url', 'username', 'password'] },
  mysql: { required: ['url', 'username', 'password'] },
  sql_server: { required: ['url', 'username', 'password'] },
  http: { required: ['url'], defaults: { insecure_tls: false } },
  prometheus: { required: ['url'] },
  elasticsearch: { required: ['url', 'username', 'password'] },
  mongo: { required: ['url', 'username', 'password'] },
  ldap: { required: ['url', 'username', 'password'] },
  redis: { required: ['url', 'db'] },
  windows: { required: ['username', 'password'] },
  google_cloud: { required: ['url', 'certificate'] },
  sftp: { required: ['url', 'username', 'password'], defaults: { port: '22' } },
  aws: { required: [] },
  s3: { required: ['bucket'] },
  kubernetes: { required: ['certificate'] },
  azure_devops: { required: ['username', 'password'] },
  azure: { required: ['username', 'password', 'tenant'] },
  github: { required: ['password'] },
  restic: { required: ['password', 'url'] },
  smb: { required: ['url', 'username', 'password'], defaults: { port: '445' } },
  dynatrace: { required: ['url', 'password'], defaults: { scheme: 'https' } },
  folder: { required: ['path'] },
  git: { required: ['url', 'username', 'password'], defaults: { ref: 'main' } },
  jmeter: { required: ['url'] },
  discord: { required: ['username', 'password'] },
  email: {
    required: ['username', 'password', 'from', 'fromName', 'host'],
    defaults: { port: '587', encryptionMethod: 'Auto', authMethod: 'Unknown' },
  },
  google_chat: { required: ['username', 'password', 'webhook'] },
  ifttt: { required: ['username'] },
  mattermost: { required: ['host', 'password'] },
  matrix: { required: ['password', 'host'] },
  ntfy: { required: ['topic'], defaults: { host: 'ntfy.sh' } },
  opsgenie: { required: ['password'], defaults: { host: 'api.opsgenie.com', port: '443' } },
  pushbullet: { required: ['password', 'targets'] },
  pushover: { required: ['username', 'password'] },
  rocketchat: { required: ['host', 'port', 'username', 'password', 'channel'] },
  slack: { required: ['username', 'password'] },
  teams: { required: ['tenant', 'altID', 'groupOwner'], defaults: { host: 'outlook.office.com' } },
  telegram: { required: ['password', 'username'] },
  zulip_chat: { required: ['password', 'host'] },
  generic_webhook: {
    required: ['username'],
    defaults: { contentType: 'application/json', requestMethod: 'POST', key: 'message', titleKey: 'title' },
  },
};

describe.each(ALL_TYPES.map((t) => [t.value, t] as const))('%s', (value, type) => {
  const expected = EXPECTED[value];
  it('is described by the spec table of this test', () => expect(expected).toBeDefined());
  if (expected === undefined) return;

  it('starts with the namespace default and its own defaults', () => {
    const form = initialForm(type);
    expect(form.namespace).toBe('default');
    expect(form.values).toMatchObject(expected.defaults ?? {});
  });

  it('asks for the name and its required fields, and nothing else', () => {
    const errors = validate(type, initialForm(type));
    expect(Object.keys(errors).sort()).toEqual(['name', ...expected.required].sort());
    expect(new Set(Object.values(errors))).toEqual(new Set([REQUIRED]));
  });

  it('is valid once those are filled', () => {
    const form = initialForm(type);
    const filled: Record<string, ConnectionForm['values'][string]> = {};
    for (const f of visibleFields(type, form))
      filled[f.key] =
        f.kind === 'secret' ? secret('x') : f.kind === 'number' ? '1' : (form.values[f.key] ?? 'x');
    for (const key of expected.required)
      if (typeof filled[key] === 'string') filled[key] = filled[key] || '7';
    expect(validate(type, { ...withValues(form, filled), name: 'n' })).toEqual({});
  });
});

describe('field rules', () => {
  it('says a port must be a number', () => {
    const sftp = must('sftp');
    expect(validate(sftp, withValues(initialForm(sftp), { port: '22a' }))['port']).toBe(NOT_A_NUMBER);
  });

  it("switches git's authentication and clears the previous one's values", () => {
    const git = must('git');
    const basic = withValues(initialForm(git), { username: secret('me'), password: secret('pw') });
    const ssh = withChoice(git, basic, 'ssh');
    expect(visibleFields(git, ssh).map((f) => f.key)).toEqual(['url', 'ref', 'certificate']);
    const back = withChoice(git, ssh, 'basic');
    expect(back.values['username']).toEqual(secret(''));
    expect(toPayload(git, ssh)).toMatchObject({ username: null, password: null });
  });

  it('infers an SSH-key git connection from its stored certificate', () => {
    const stored = {
      ...{
        name: 'repo',
        namespace: 'ops',
        type: 'git',
        url: 'https://g/r.git',
        username: null,
        password: null,
      },
      ...{ certificate: 'secret://git-key/id_rsa', insecure_tls: false, properties: { ref: 'dev' } },
    };
    const form = initialForm(must('git'), stored);
    expect(form).toMatchObject({ name: 'repo', namespace: 'ops', choice: 'ssh', values: { ref: 'dev' } });
    expect(form.values['certificate']).toEqual({
      source: 'secret',
      value: '',
      name: 'git-key',
      key: 'id_rsa',
    });
  });

  it('writes columns and properties, AWS insecure TLS as a property', () => {
    const aws = must('aws');
    const form = withValues(
      { ...initialForm(aws), name: 'prod' },
      { region: 'eu-west-1', insecure_tls: true, username: secret('AKIA'), password: secret('s3cr3t') },
    );
    expect(toPayload(aws, form)).toEqual({
      ...{ name: 'prod', namespace: 'default', type: 'aws', url: null, username: 'AKIA', password: 's3cr3t' },
      ...{ certificate: null, insecure_tls: false, properties: { region: 'eu-west-1', insecureTLS: 'true' } },
    });
  });
});

describe('secret-capable fields', () => {
  it('build a Secret or ConfigMap reference only with both a name and a key', () => {
    expect(encodeSecret({ source: 'secret', value: '', name: 'db', key: 'password' })).toBe(
      'secret://db/password',
    );
    expect(encodeSecret({ source: 'configmap', value: '', name: 'db', key: 'user' })).toBe(
      'configmap://db/user',
    );
    expect(encodeSecret({ source: 'secret', value: '', name: 'db', key: '' })).toBe('');
    expect(toEnvVar({ source: 'configmap', value: '', name: 'db', key: 'user' })).toEqual({
      valueFrom: { configMapKeyRef: { name: 'db', key: 'user' } },
    });
    expect(decodeSecret('configmap://db/user')).toEqual({
      source: 'configmap',
      value: '',
      name: 'db',
      key: 'user',
    });
    expect(decodeSecret('hunter2')).toEqual(secret('hunter2'));
  });

  it('clear what was entered when the source changes', () => {
    expect(withSource(secret('hunter2'), 'secret')).toEqual({
      source: 'secret',
      value: '',
      name: '',
      key: '',
    });
  });

  it('tell a write that carries a secret from one that only refers to one', () => {
    const pg = must('postgres');
    const base = { ...initialForm(pg), name: 'db' };
    expect(carriesSecrets(pg, withValues(base, { url: 'postgres://db:5432/app' }))).toBe(false);
    expect(carriesSecrets(pg, withValues(base, { password: secret('hunter2') }))).toBe(true);
    const ref = { source: 'secret', value: '', name: 'db', key: 'password' } as const;
    expect(carriesSecrets(pg, withValues(base, { password: ref }))).toBe(false);
    expect(carriesSecrets(pg, withValues(base, { url: 'postgres://app:hunter2@db:5432/app' }))).toBe(true);
  });
});
