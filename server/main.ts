import { serve } from '@hono/node-server';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { ZodError } from 'zod';
import { openDatabase } from './db/open.ts';
import { USAGE, parseServerOptions } from './options.ts';
import { startServer } from './start.ts';
import { readySince } from './ready-since.ts';
import { demoMailboxDecision } from './identity/mailbox-guard.ts';
import { hostedOrganizationFromEnv } from './hosted/hosted-env.ts';

const root = join(import.meta.dirname, '..');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

async function main(): Promise<void> {
  let opts;
  // `--hosted`: the organisation directory and one server per organisation (server/hosted).
  const hosted = process.argv.includes('--hosted');
  try {
    opts = parseServerOptions(
      process.argv.slice(2).filter((a) => a !== '--hosted'),
      process.env,
      root,
    );
  } catch (e) {
    console.error(
      e instanceof ZodError ? e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n') : String(e),
    );
    console.error(USAGE);
    process.exit(2);
  }
  if (hosted) {
    (await import('./hosted/launch.ts')).runHosted(opts);
    return;
  }
  const since = readySince(process.env['MC_STARTED_AT'], Date.now());
  if (opts.reset && opts.databaseUrl === undefined) rmSync(opts.dataDir, { recursive: true, force: true });
  const db = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  // The demo mailbox hands out sign-in codes to anyone who asks: only for the local demo.
  const mailbox = demoMailboxDecision({
    requested: opts.demoMailbox,
    databaseUrl: opts.databaseUrl,
    host: opts.host,
  });
  const demoMailbox = mailbox.on;
  const running = await startServer(db, {
    ...opts,
    version,
    demoMailbox,
    hosted: hostedOrganizationFromEnv(process.env),
    log: (m) => console.log(m),
  });
  const server = serve(
    { fetch: running.app.fetch, port: opts.port, hostname: opts.host },
    (info: AddressInfo) => {
      const url = `http://${info.address === '127.0.0.1' || info.address === '::1' ? 'localhost' : info.address}:${info.port}`;
      console.log(
        `\nMission Control console: ${url}  (ready in ${((Date.now() - since) / 1000).toFixed(1)} s)`,
      );
      console.log(
        `Database: ${db.kind === 'pglite' ? `embedded PGlite in ${opts.dataDir}` : 'Postgres from DATABASE_URL'}; live mode ${opts.live ? 'on' : 'off'}`,
      );
      console.log('Demo accounts (password: demo-password):');
      for (const role of ['admin', 'editor', 'commander', 'responder', 'viewer'])
        console.log(`  ${role}@example.com`);
      console.log(mailbox.line(url));
    },
  );

  // Idle keep-alive sockets stay open longer than clients keep them (Node closes them after 5 s):
  // a client reusing one just as the server drops it gets ECONNRESET (seen in CI's API calls).
  // Proxies in front of Mission Control use 60 s or more.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    server.close();
    void running
      .stop()
      .then(() => db.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
