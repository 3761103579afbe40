import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { z } from 'zod';

/** Command line of the reference server: `npm run server -- [--port N] [--data DIR] [--reset] [--scale N] [--seed S] [--no-live]`. */
export const serverOptionsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535),
  host: z.string().min(1),
  dataDir: z.string().min(1),
  reset: z.boolean(),
  scale: z.coerce.number().int().positive().optional(),
  seed: z.coerce.number().int(),
  live: z.boolean(),
  databaseUrl: z.string().optional(),
  staticDir: z.string().nullable(),
  /** Asked for the demo mailbox; main.ts serves it only on loopback without DATABASE_URL (identity/mailbox-guard.ts). */
  demoMailbox: z.boolean(),
  /** A proxy we trust sits in front: X-Forwarded-Host/-Proto/-For are believed. */
  trustProxy: z.boolean(),
  /** People may create their own accounts (`--no-registration` turns it off). */
  registration: z.boolean(),
  /** Largest request body `/api/*` takes, in bytes. */
  maxBodyBytes: z.coerce.number().int().positive(),
});
export type ServerOptions = z.infer<typeof serverOptionsSchema>;

export const USAGE = `Usage: npm run server -- [--port N] [--data DIR] [--reset] [--scale N] [--seed S] [--no-live] [--static DIR|--no-static]
  --port N     listen port (default: $PORT or 8080)
  --data DIR   embedded Postgres data folder (default: .data/pglite); ignored with DATABASE_URL
  --reset      drop all data and seed again
  --scale N    generate N config items instead of the default estate (re-seeds when it differs)
  --seed S     seed of the deterministic demo estate (default 1)
  --no-live    do not run checks or change configs while serving
  --demo-mailbox  serve the demo mailbox of mailed codes at /api/.ory/mailbox (npm start does);
               ignored with DATABASE_URL or a non-loopback HOST
  --trust-proxy   believe X-Forwarded-Host, -Proto and -For (only behind a proxy that sets them)
  --no-registration  people cannot create their own accounts (invitations only)
  --max-body BYTES   largest request body on /api (default 1048576); larger answer 413
Environment: DATABASE_URL selects a Postgres server instead of the embedded one; HOST the bind address (default 127.0.0.1).`;

export function parseServerOptions(argv: string[], env: NodeJS.ProcessEnv, root: string): ServerOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      reset: { type: 'boolean', default: false },
      scale: { type: 'string' },
      seed: { type: 'string' },
      live: { type: 'boolean', default: true },
      'no-live': { type: 'boolean', default: false },
      static: { type: 'string' },
      'no-static': { type: 'boolean', default: false },
      'demo-mailbox': { type: 'boolean', default: false },
      'trust-proxy': { type: 'boolean', default: false },
      'no-registration': { type: 'boolean', default: false },
      'max-body': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return serverOptionsSchema.parse({
    port: values.port ?? env['PORT'] ?? 8080,
    host: env['HOST'] ?? '127.0.0.1',
    dataDir: values.data ?? join(root, '.data', 'pglite'),
    reset: values.reset,
    scale: values.scale,
    seed: values.seed ?? 1,
    live: values.live && !values['no-live'],
    databaseUrl: env['DATABASE_URL'],
    staticDir: values['no-static'] ? null : (values.static ?? join(root, 'dist')),
    demoMailbox: values['demo-mailbox'],
    trustProxy: values['trust-proxy'],
    registration: !values['no-registration'],
    maxBodyBytes: values['max-body'] ?? 1024 * 1024,
  });
}
