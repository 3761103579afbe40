import { describe, expect, it } from 'vitest';
import { parseServerOptions } from '../options.ts';
import { demoMailboxDecision } from './mailbox-guard.ts';

const URL_SHOWN = 'http://localhost:8080';

describe('the demo mailbox is served only for the local demo', () => {
  it('is off unless asked for, and the server says how to turn it on', () => {
    const d = demoMailboxDecision({ requested: false, databaseUrl: undefined, host: '127.0.0.1' });
    expect(d.on).toBe(false);
    expect(d.line(URL_SHOWN)).toBe('Demo mailbox: off (--demo-mailbox serves it; npm start does).');
  });

  it('is on when asked for on a loopback address with the embedded database', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const d = demoMailboxDecision({ requested: true, databaseUrl: undefined, host });
      expect(d.on).toBe(true);
      expect(d.line(URL_SHOWN)).toBe(
        'Demo mailbox: on, with every mailed verification and recovery code: http://localhost:8080/api/.ory/mailbox',
      );
    }
  });

  it('is never on with DATABASE_URL or on a non-loopback address, even when asked for', () => {
    const withDb = demoMailboxDecision({
      requested: true,
      databaseUrl: 'postgres://mc@db/mc',
      host: '127.0.0.1',
    });
    expect(withDb).toMatchObject({ on: false });
    expect(withDb.line(URL_SHOWN)).toBe('Demo mailbox: off (--demo-mailbox is ignored with DATABASE_URL).');
    const open = demoMailboxDecision({ requested: true, databaseUrl: undefined, host: '0.0.0.0' });
    expect(open.on).toBe(false);
    expect(open.line(URL_SHOWN)).toBe(
      'Demo mailbox: off (--demo-mailbox is ignored when listening on 0.0.0.0, not a loopback address).',
    );
  });

  it('is asked for with --demo-mailbox, and forwarded headers are believed only with --trust-proxy', () => {
    const plain = parseServerOptions([], {}, '/srv/mc');
    expect(plain).toMatchObject({ demoMailbox: false, trustProxy: false });
    const asked = parseServerOptions(['--demo-mailbox', '--trust-proxy'], {}, '/srv/mc');
    expect(asked).toMatchObject({ demoMailbox: true, trustProxy: true });
  });
});
