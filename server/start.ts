import type { Hono } from 'hono';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createApp } from './http/app.ts';
import { createPostgrest } from './postgrest/handler.ts';
import { ACCESS_CONTROL } from './access/postgrest-authorizer.ts';
import { ensureDemoIdentities } from './identity/demo.ts';
import { ensureEstate, needsWipe, wipeDatabase } from './estate.ts';
import { startLiveMode } from './seed/live.ts';
import { startExecutor } from './playbooks/executor.ts';
import { startLivePlaybookRuns } from './playbooks/live-runs.ts';
import type { HostedOrganization } from './hosted/org-bearer.ts';

export interface StartOptions {
  seed: number;
  scale?: number | undefined;
  reset: boolean;
  live: boolean;
  staticDir: string | null;
  version: string;
  log: (message: string) => void;
  /** Sessions and role checks on `/api/*` (default true); false only for benchmarks that ask. */
  auth?: boolean;
  /** Origin browsers use, when not each request's own (see AppDeps.publicOrigin). */
  publicOrigin?: string | undefined;
  /** See AppDeps.demoMailbox. */
  demoMailbox?: boolean;
  /** See AppDeps.trustProxy. */
  trustProxy?: boolean;
  /** See AppDeps.registration. */
  registration?: boolean;
  /** See AppDeps.maxBodyBytes. */
  maxBodyBytes?: number | undefined;
  /** See AppDeps.hosted. */
  hosted?: HostedOrganization | undefined;
}

export interface RunningServer {
  app: Hono;
  stop(): Promise<void>;
}

/**
 * Brings a database to a served state: migrations, the demo estate when it is missing (or when
 * `reset`/`scale` ask for another one), the HTTP app, and live mode. Used by the CLI and tests.
 */
export async function startServer(db: Database, opts: StartOptions): Promise<RunningServer> {
  const wanted = { seed: opts.seed, scale: opts.scale, reset: opts.reset };
  if (await needsWipe(db, wanted)) {
    opts.log('Dropping the existing data for a new demo estate.');
    await wipeDatabase(db);
  }
  const applied = await migrate(db);
  if (applied.length > 0) opts.log(`Applied ${applied.length} migration(s).`);
  await ensureEstate(db, wanted, opts.log);
  const created = await ensureDemoIdentities(db);
  if (created.length > 0) opts.log(`Created ${created.length} demo sign-in account(s).`);
  const auth = opts.auth ?? true;
  const postgrest = await createPostgrest(db, auth ? ACCESS_CONTROL : {});
  // Always on, also with --no-live: runs people start must progress (server/playbooks/README.md).
  const executor = startExecutor(db, { log: opts.log });
  const app = createApp({
    db,
    wakePlaybooks: executor.wake,
    postgrest,
    staticDir: opts.staticDir,
    version: opts.version,
    auth,
    publicOrigin: opts.publicOrigin,
    demoMailbox: opts.demoMailbox ?? false,
    trustProxy: opts.trustProxy ?? false,
    registration: opts.registration ?? true,
    ...(opts.maxBodyBytes !== undefined ? { maxBodyBytes: opts.maxBodyBytes } : {}),
    hosted: opts.hosted,
  });
  const live = opts.live ? startLiveMode(db, { seed: opts.seed }) : null;
  const liveRuns = opts.live ? startLivePlaybookRuns(db, { wake: executor.wake, log: opts.log }) : null;
  return {
    app,
    async stop() {
      await live?.stop();
      await liveRuns?.stop();
      await executor.stop();
    },
  };
}
