import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../access/testing.ts';
import { DEMO_PASSWORD } from '../identity/demo.ts';
import { backendName } from './support/test-db.ts';
import { exited, startServerProcess } from './support/server-process.ts';

// What the embedded Postgres acknowledged must survive the process being killed outright.
// On a Postgres server durability is the server's own business, so this runs on PGlite only.
describe.skipIf(backendName() !== 'pglite')('durability of the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-durable-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps an acknowledged write after SIGKILL and serves it after a restart', async () => {
    const first = await startServerProcess(['--data', dataDir, '--no-live', '--scale', '200']);
    const name = `durability.check.${Date.now()}`;
    const cookie = await signInOverHttp(first.baseUrl, 'admin@example.com', DEMO_PASSWORD);
    const created = await fetch(`${first.baseUrl}/api/db/properties`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation', Cookie: cookie },
      body: JSON.stringify({ name, value: 'kept' }),
    });
    expect(created.status).toBe(201);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startServerProcess(['--data', dataDir, '--no-live', '--scale', '200']);
    try {
      expect(second.output()).not.toContain('Seeded the demo estate');
      const res = await fetch(
        `${second.baseUrl}/api/db/properties?name=eq.${encodeURIComponent(name)}&select=name,value`,
        { headers: { Cookie: cookie } },
      );
      expect(await res.json()).toEqual([{ name, value: 'kept' }]);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 300_000); // two full server starts (a cold PGlite initdb alone is ~8 s, more on a busy machine)
});
