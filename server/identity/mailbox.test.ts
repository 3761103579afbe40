import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { sendMail } from './mailbox.ts';
import { BASE, Clock, mountedApp } from './test-kit.ts';

let t: TestDatabase;
const clock = new Clock();
let app: ReturnType<typeof mountedApp>;

beforeAll(async () => {
  t = await openTestDatabase();
  app = mountedApp(t.db, clock);
  await sendMail(
    t.db,
    {
      to: 'ada@example.com',
      subject: 'Your code is 123456',
      body: 'Use 123456 <b>now</b>',
      template: 'recovery_code_valid',
    },
    clock.now(),
  );
  await sendMail(
    t.db,
    {
      to: 'bob@example.com',
      subject: '<script>alert(1)</script>',
      body: 'x',
      template: 'verification_code_valid',
    },
    clock.now(),
  );
});
afterAll(async () => t.dispose());

describe(`the demo mailbox (${backendName()})`, () => {
  it('is a page of its own for a browser, newest first, with every value escaped', async () => {
    const res = await app.request(`${BASE}/mailbox`, {
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('<title>Demo mailbox | Mission Control</title>');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('Use 123456 &lt;b&gt;now&lt;/b&gt;');
    expect(page.indexOf('alert(1)')).toBeLessThan(page.indexOf('Your code is 123456'));
  });

  it('filters by recipient and answers JSON to API clients', async () => {
    const res = await app.request(`${BASE}/mailbox?to=ADA@example.com`, { headers: { Accept: '*/*' } });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject([
      { recipient: 'ada@example.com', subject: 'Your code is 123456' },
    ]);
    const page = await (
      await app.request(`${BASE}/mailbox?to=ada@example.com`, { headers: { Accept: 'text/html' } })
    ).text();
    expect(page).toContain('Demo mailbox for ada@example.com');
    expect(page).not.toContain('bob@example.com');
  });
});
