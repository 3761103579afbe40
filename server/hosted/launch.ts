import { serve } from '@hono/node-server';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../identity/demo.ts';
import type { ServerOptions } from '../options.ts';
import { directoryHostApp } from './directory-host.ts';
import { userIdFor, type DirectoryOrganization } from './directory-model.ts';
import { HOSTED_ENV } from './hosted-env.ts';
import { generateSigningKeys } from './session-token.ts';

// `npm start -- --hosted`: the organisation directory (Clerk's Frontend API, emulated) and the
// console on --port, and one reference server per organisation on the next ports, each a child
// process with its own database and demo estate (docs/decisions/0015-hosted-mode.md).

const ORGS = [
  { id: 'org_acme', name: 'Acme Platform', slug: 'acme' },
  { id: 'org_globex', name: 'Globex Retail', slug: 'globex' },
] as const;

/** Each organisation has its own embedded database: a DATABASE_URL would be shared by all. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy['DATABASE_URL'];
  return copy;
}

function startEstate(
  opts: ServerOptions,
  org: DirectoryOrganization,
  index: number,
  env: Record<string, string>,
): ChildProcess {
  const args = [
    join(import.meta.dirname, '..', 'main.ts'),
    ...['--port', String(opts.port + 1 + index), '--data', `${opts.dataDir}-${org.slug}`],
    ...['--seed', String(opts.seed + index), '--no-static'],
    ...(opts.reset ? ['--reset'] : []),
    ...(opts.scale !== undefined ? ['--scale', String(opts.scale)] : []),
    ...(opts.live ? [] : ['--no-live']),
  ];
  const child = spawn(process.execPath, [...process.execArgv, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...withoutDatabaseUrl(process.env), ...env, [HOSTED_ENV.orgId]: org.id },
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim() !== '') console.log(`[${org.slug}] ${line}`);
  });
  return child;
}

export function runHosted(opts: ServerOptions): void {
  const host = opts.host === '127.0.0.1' || opts.host === '::1' ? 'localhost' : opts.host;
  const consoleOrigin = `http://${host}:${opts.port}`;
  const organizations: DirectoryOrganization[] = ORGS.map((o, i) => ({
    ...o,
    backendUrl: `http://${host}:${opts.port + 1 + i}`,
  }));
  const keys = generateSigningKeys();
  const env = {
    [HOSTED_ENV.publicKey]: keys.publicKeyPem,
    [HOSTED_ENV.consoleOrigin]: consoleOrigin,
  };
  const children = organizations.map((org, i) => startEstate(opts, org, i, env));

  const users = DEMO_EMAILS.map((email) => {
    const [local = ''] = email.split('@');
    return { id: userIdFor(email), email, firstName: local, lastName: 'Demo', password: DEMO_PASSWORD };
  });
  const app = directoryHostApp({
    organizations,
    users,
    signingKey: keys.privateKey,
    consoleOrigin,
    staticDir: opts.staticDir,
  });
  const server = serve({ fetch: app.fetch, port: opts.port, hostname: opts.host }, () => {
    console.log(`\nHosted mode: console and organisation directory on ${consoleOrigin}`);
    for (const org of organizations) console.log(`  ${org.name} (${org.id}): ${org.backendUrl}`);
    console.log(`Demo accounts (password: ${DEMO_PASSWORD}), members of every organisation:`);
    for (const email of DEMO_EMAILS) console.log(`  ${email}`);
  });

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    server.close();
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3_000).unref();
    let left = children.length;
    for (const child of children)
      child.on('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
  };
  for (const child of children)
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`An organisation's server stopped (exit ${code ?? 'signal'}): stopping.`);
        stop();
      }
    });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
