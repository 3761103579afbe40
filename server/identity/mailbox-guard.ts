/**
 * Whether the server serves the demo mailbox (GET /api/.ory/mailbox), which shows every mailed
 * recovery and verification code to anyone who can reach it. Only for the local demo: asked for
 * (`--demo-mailbox`, which `npm start` passes), on the embedded database (never with
 * `DATABASE_URL`, a real deployment's), and listening on a loopback address only.
 */
export interface MailboxDecision {
  on: boolean;
  /** The line the server prints at start, given the URL it serves at. */
  line: (url: string) => string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

export function demoMailboxDecision(opts: {
  requested: boolean;
  databaseUrl: string | undefined;
  host: string;
}): MailboxDecision {
  if (!opts.requested)
    return { on: false, line: () => 'Demo mailbox: off (--demo-mailbox serves it; npm start does).' };
  if (opts.databaseUrl !== undefined)
    return { on: false, line: () => 'Demo mailbox: off (--demo-mailbox is ignored with DATABASE_URL).' };
  if (!LOOPBACK.has(opts.host))
    return {
      on: false,
      line: () =>
        `Demo mailbox: off (--demo-mailbox is ignored when listening on ${opts.host}, not a loopback address).`,
    };
  return {
    on: true,
    line: (url) =>
      `Demo mailbox: on, with every mailed verification and recovery code: ${url}/api/.ory/mailbox`,
  };
}
