// Notification channels compose their URL from their parts (spec 02-areas §3): the channel's
// scheme, the parts in place, and the credentials only as `$(username)` / `$(password)`.
import { describe, expect, it } from 'vitest';
import { initialForm, toPayload, typeOf, type ConnectionForm } from './connection-model.ts';

const secret = (value: string) => ({ source: 'static', value, name: '', key: '' }) as const;

/** The URL a new `type` connection is written with, its fields set to `values`. */
function urlOf(type: string, values: ConnectionForm['values']): string | null {
  const def = typeOf(type);
  if (def === undefined) throw new Error(type);
  const form = initialForm(def);
  return toPayload(def, { ...form, name: 'n', values: { ...form.values, ...values } }).url;
}

const creds = { username: secret('the-user'), password: secret('the-password') };

describe('notification channel URLs', () => {
  it.each([
    ['discord', { username: 'hook-id' }, 'discord://$(password)@$(username)'],
    [
      'email',
      { ...creds, from: 'mc@example.com', fromName: 'Mission Control', host: 'smtp.example.com' },
      'smtp://$(username):$(password)@smtp.example.com:587/?FromAddress=mc%40example.com' +
        '&FromName=Mission%20Control&Encryption=Auto&Auth=Unknown',
    ],
    [
      'google_chat',
      { ...creds, webhook: 'AAAA' },
      'googlechat://chat.googleapis.com/v1/spaces/AAAA/messages?key=$(username)&token=$(password)',
    ],
    ['ifttt', { username: secret('k'), events: 'a,b' }, 'ifttt://$(username)/?Events=a%2Cb'],
    [
      'mattermost',
      { host: 'mm.example.com', password: secret('t') },
      'mattermost://mm.example.com/$(password)',
    ],
    [
      'mattermost',
      { username: 'bot', host: 'mm.example.com:8065', password: secret('t'), channel: 'alerts' },
      'mattermost://$(username)@mm.example.com:8065/$(password)/alerts',
    ],
    [
      'matrix',
      { ...creds, host: 'matrix.org' },
      'matrix://$(username):$(password)@matrix.org/?DisableTLS=no',
    ],
    ['ntfy', { topic: 'alerts' }, 'ntfy://ntfy.sh/alerts?Scheme=https'],
    [
      'ntfy',
      { ...creds, host: 'ntfy.local:8080', topic: 'ops', insecure_tls: true },
      'ntfy://$(username):$(password)@ntfy.local:8080/ops?Scheme=http',
    ],
    ['opsgenie', { password: secret('k') }, 'opsgenie://api.opsgenie.com:443/$(password)'],
    ['pushbullet', { password: secret('t'), targets: 'dev1' }, 'pushbullet://$(password)/dev1'],
    ['pushover', { username: 'u', password: secret('t') }, 'pushover://shoutrrr:$(password)@$(username)/'],
    [
      'rocketchat',
      { ...creds, user: 'bot', host: 'chat.example.com', port: '443', channel: '#ops' },
      'rocketchat://bot@chat.example.com:443/$(username)/$(password)/%23ops',
    ],
    ['slack', { username: 'C0123', password: secret('xoxb') }, 'slack://$(password)@$(username)'],
    [
      'slack',
      { username: 'C0123', password: secret('xoxb'), BotName: 'Mission Control' },
      'slack://$(password)@$(username)?BotName=Mission%20Control',
    ],
    [
      'teams',
      { group: 'g', tenant: 't', altID: 'a', groupOwner: 'o' },
      'teams://g@t/a/o?host=outlook.office.com',
    ],
    [
      'telegram',
      { username: '@ops', password: secret('t') },
      'telegram://$(password)@telegram/?Chats=$(username)',
    ],
    [
      'zulip_chat',
      { ...creds, host: 'zulip.example.com' },
      'zulip://$(username):$(password)@zulip.example.com/',
    ],
    [
      'generic_webhook',
      { username: secret('https://hooks.example.com/x') },
      'generic+$(username)?ContentType=application%2Fjson&RequestMethod=POST&MessageKey=message' +
        '&TitleKey=title&DisableTLS=no',
    ],
  ] as const)('%s', (type, values, expected) => {
    expect(urlOf(type, values)).toBe(expected);
  });

  it('never puts a credential in the URL', () => {
    const url = urlOf('zulip_chat', { ...creds, host: 'z' }) ?? '';
    expect(url).not.toContain('the-user');
    expect(url).not.toContain('the-password');
  });

  it('leaves the URL of a data connection as typed', () => {
    expect(urlOf('http', { url: 'https://example.com/health' })).toBe('https://example.com/health');
  });
});
