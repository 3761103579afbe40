// The notification channels (spec 02-areas §3 "Notification channel types"): each stores its
// parts (host, topic, channel…) as properties and its credentials in username and password, and
// its `url` is composed here from the parts in the channel's scheme (the Shoutrrr URL Mission
// Control sends with). Credentials appear in the URL only as the placeholders `$(username)` and
// `$(password)`, which the server fills in when it sends, so the URL never holds a secret.
import type { ConnectionTypeDef } from './data-types.ts';
import {
  insecureTls,
  numberProperty,
  password,
  plainUsername,
  selectProperty,
  textProperty,
  username,
} from './fields.ts';

type Parts = Readonly<Record<string, string>>;
type Def = Omit<ConnectionTypeDef, 'group' | 'composeUrl'> & { readonly composeUrl: (p: Parts) => string };
const channel = (def: Def): ConnectionTypeDef => ({ ...def, group: 'notification' });

const USER = '$(username)';
const PASS = '$(password)';
const part = (p: Parts, key: string): string => p[key]?.trim() ?? '';
const yes = (p: Parts, key: string): boolean => part(p, key) === 'true';
/** `?a=1&b=2` of the parts that are set, each value encoded; '' when none is. */
function query(pairs: readonly (readonly [string, string])[]): string {
  const set = pairs.filter(([, v]) => v !== '');
  return set.length === 0 ? '' : `?${set.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
/** A path segment, encoded (a channel name may hold '#' or spaces). */
const seg = (value: string): string => encodeURIComponent(value);

export const EMAIL_ENCRYPTION = ['None', 'ExplicitTLS', 'ImplicitTLS', 'Auto'] as const;
export const EMAIL_AUTH = ['None', 'Plain', 'CRAMMD5', 'Unknown', 'OAuth2'] as const;

export const NOTIFICATION_TYPES: readonly ConnectionTypeDef[] = [
  channel({
    value: 'discord',
    label: 'Discord',
    mark: 'Dc',
    fields: [plainUsername('Webhook ID'), password('Token')],
    composeUrl: () => `discord://${PASS}@${USER}`,
  }),
  channel({
    value: 'email',
    label: 'Email',
    mark: '@',
    fields: [
      plainUsername('Username'),
      password('Password', { hint: 'SMTP server password or hash (for OAuth2)' }),
      textProperty('from', 'From Address', { required: true }),
      textProperty('fromName', 'From Name', { required: true }),
      textProperty('host', 'Host', { required: true }),
      numberProperty('port', 'Port', { required: true, default: '587' }),
      selectProperty('encryptionMethod', 'Encryption method', {
        required: true,
        options: EMAIL_ENCRYPTION,
        default: 'Auto',
      }),
      selectProperty('authMethod', 'SMTP authentication method', {
        required: true,
        options: EMAIL_AUTH,
        default: 'Unknown',
      }),
      insecureTls(),
    ],
    composeUrl: (p) =>
      `smtp://${USER}:${PASS}@${part(p, 'host')}:${part(p, 'port')}/` +
      query([
        ['FromAddress', part(p, 'from')],
        ['FromName', part(p, 'fromName')],
        ['Encryption', part(p, 'encryptionMethod')],
        ['Auth', part(p, 'authMethod')],
        ['SkipTLSVerify', yes(p, 'insecure_tls') ? 'yes' : ''],
      ]),
  }),
  channel({
    value: 'google_chat',
    label: 'Google Chat',
    mark: 'GCh',
    fields: [username('Key'), password('Token'), textProperty('webhook', 'Webhook Name', { required: true })],
    composeUrl: (p) =>
      `googlechat://chat.googleapis.com/v1/spaces/${seg(part(p, 'webhook'))}/messages?key=${USER}&token=${PASS}`,
  }),
  channel({
    value: 'ifttt',
    label: 'IFTTT',
    mark: 'IF',
    fields: [username('Webhook ID'), textProperty('events', 'Events', { hint: 'Comma separated' })],
    composeUrl: (p) => `ifttt://${USER}/${query([['Events', part(p, 'events')]])}`,
  }),
  channel({
    value: 'mattermost',
    label: 'Mattermost',
    mark: 'MM',
    fields: [
      plainUsername('Username', { required: false, hint: 'Override webhook user' }),
      textProperty('host', 'Host', { required: true, hint: 'Mattermost server host (host:port)' }),
      password('Token', { hint: 'Webhook token' }),
      textProperty('channel', 'Channel', { hint: 'Override webhook channel' }),
    ],
    composeUrl: (p) => {
      const user = part(p, 'username') === '' ? '' : `${USER}@`;
      const ch = part(p, 'channel');
      return `mattermost://${user}${part(p, 'host')}/${PASS}${ch === '' ? '' : `/${seg(ch)}`}`;
    },
  }),
  channel({
    value: 'matrix',
    label: 'Matrix',
    mark: 'Mx',
    fields: [
      plainUsername('User', { required: false, hint: 'Username, or empty when using an access token' }),
      password('Password', { hint: 'Password or access token' }),
      textProperty('host', 'Host', { required: true }),
      insecureTls(),
    ],
    composeUrl: (p) =>
      `matrix://${USER}:${PASS}@${part(p, 'host')}/${query([['DisableTLS', yes(p, 'insecure_tls') ? 'yes' : 'no']])}`,
  }),
  channel({
    value: 'ntfy',
    label: 'Ntfy',
    mark: 'Nt',
    fields: [
      plainUsername('Username', { required: false }),
      password('Password', { required: false }),
      textProperty('host', 'Host', { required: true, default: 'ntfy.sh', hint: 'Server hostname and port' }),
      textProperty('topic', 'Topic', { required: true, hint: 'Target topic name' }),
      insecureTls(),
    ],
    composeUrl: (p) => {
      const auth = part(p, 'username') !== '' || part(p, 'password') !== '' ? `${USER}:${PASS}@` : '';
      const scheme = yes(p, 'insecure_tls') ? 'http' : 'https';
      return `ntfy://${auth}${part(p, 'host')}/${seg(part(p, 'topic'))}${query([['Scheme', scheme]])}`;
    },
  }),
  channel({
    value: 'opsgenie',
    label: 'OpsGenie',
    mark: 'OG',
    fields: [
      textProperty('host', 'Host', { required: true, default: 'api.opsgenie.com' }),
      numberProperty('port', 'Port', { required: true, default: '443' }),
      password('API Key'),
    ],
    composeUrl: (p) => `opsgenie://${part(p, 'host')}:${part(p, 'port')}/${PASS}`,
  }),
  channel({
    value: 'pushbullet',
    label: 'Pushbullet',
    mark: 'PB',
    fields: [password('Token'), textProperty('targets', 'Targets', { required: true })],
    composeUrl: (p) => `pushbullet://${PASS}/${part(p, 'targets')}`,
  }),
  channel({
    value: 'pushover',
    label: 'Pushover',
    mark: 'PO',
    fields: [plainUsername('User'), password('Token')],
    composeUrl: () => `pushover://shoutrrr:${PASS}@${USER}/`,
  }),
  channel({
    value: 'rocketchat',
    label: 'Rocketchat',
    mark: 'RC',
    fields: [
      textProperty('user', 'Username'),
      textProperty('host', 'Host', { required: true }),
      numberProperty('port', 'Port', { required: true }),
      username('Token A'),
      password('Token B'),
      textProperty('channel', 'Channel', { required: true }),
    ],
    composeUrl: (p) => {
      const user = part(p, 'user') === '' ? '' : `${seg(part(p, 'user'))}@`;
      return `rocketchat://${user}${part(p, 'host')}:${part(p, 'port')}/${USER}/${PASS}/${seg(part(p, 'channel'))}`;
    },
  }),
  channel({
    value: 'slack',
    label: 'Slack',
    mark: 'Sl',
    fields: [
      plainUsername('Channel', { hint: 'Channel to send messages to, in Cxxxxxxxxxx format' }),
      password('Bot Token'),
      textProperty('BotName', 'Bot Name'),
    ],
    composeUrl: (p) => `slack://${PASS}@${USER}${query([['BotName', part(p, 'BotName')]])}`,
  }),
  channel({
    value: 'teams',
    label: 'Teams',
    mark: 'Tm',
    fields: [
      textProperty('group', 'Group'),
      textProperty('tenant', 'Tenant', { required: true }),
      textProperty('altID', 'AltID', { required: true }),
      textProperty('groupOwner', 'GroupOwner', { required: true }),
      textProperty('host', 'Host', { required: true, default: 'outlook.office.com' }),
    ],
    composeUrl: (p) =>
      `teams://${part(p, 'group')}@${part(p, 'tenant')}/${part(p, 'altID')}/${part(p, 'groupOwner')}` +
      query([['host', part(p, 'host')]]),
  }),
  channel({
    value: 'telegram',
    label: 'Telegram',
    mark: 'Tg',
    fields: [
      password('Token'),
      plainUsername('Chats', { hint: 'Chat IDs or channel names (@channel-name)' }),
    ],
    composeUrl: () => `telegram://${PASS}@telegram/?Chats=${USER}`,
  }),
  channel({
    value: 'zulip_chat',
    label: 'Zulip Chat',
    mark: 'Zu',
    fields: [
      plainUsername('Bot Mail', { required: false, hint: 'Bot e-mail address' }),
      password('Bot Key'),
      textProperty('host', 'Host', { required: true }),
    ],
    composeUrl: (p) => `zulip://${USER}:${PASS}@${part(p, 'host')}/`,
  }),
  channel({
    value: 'generic_webhook',
    label: 'Generic Webhook',
    mark: 'WH',
    fields: [
      username('URL', { hint: 'The webhook to call' }),
      textProperty('contentType', 'Content Type', { default: 'application/json' }),
      selectProperty('requestMethod', 'Request Method', {
        required: true,
        options: ['POST', 'GET'],
        default: 'POST',
      }),
      textProperty('key', 'Message Key', { required: true, default: 'message' }),
      textProperty('titleKey', 'Title Key', { required: true, default: 'title' }),
      insecureTls(),
    ],
    composeUrl: (p) =>
      `generic+${USER}` +
      query([
        ['ContentType', part(p, 'contentType')],
        ['RequestMethod', part(p, 'requestMethod')],
        ['MessageKey', part(p, 'key')],
        ['TitleKey', part(p, 'titleKey')],
        ['DisableTLS', yes(p, 'insecure_tls') ? 'yes' : 'no'],
      ]),
  }),
];
