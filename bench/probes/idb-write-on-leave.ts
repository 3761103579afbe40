import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';

// Does a write started on `pagehide` survive the reload that fired it? The console saves its
// query cache then (src/lib/query/persistence.ts), so the last answer seen reads offline after a
// reload. For each mode, a page arms a pagehide put of SIZE characters, reloads, and reads it
// back twice (at once and 300 ms later). `plain` leaves the commit to IndexedDB (when the put's
// answer has come back to the page); `commit` calls IDBTransaction.commit() after the put.
//
//   npx tsx bench/probes/idb-write-on-leave.ts          # N=40 SIZE=120000
//   N=20 SIZE=1000 npx tsx bench/probes/idb-write-on-leave.ts

const PAGE = `<!doctype html><script>
const params = new URL(location.href).searchParams;
let db;
const opening = indexedDB.open('probe', 1);
opening.onupgradeneeded = () => opening.result.createObjectStore('e');
opening.onsuccess = () => { db = opening.result; window.ready = true; };
window.readSaved = () => new Promise((done) => {
  const get = db.transaction('e').objectStore('e').get('k');
  get.onsuccess = () => done(typeof get.result === 'string' ? get.result.slice(0, 40) : null);
});
window.arm = (stamp) => addEventListener('pagehide', () => {
  const tx = db.transaction('e', 'readwrite');
  tx.objectStore('e').put(stamp + '|' + 'x'.repeat(Number(params.get('size'))), 'k');
  if (params.get('mode') === 'commit') tx.commit();
});
</script>`;

const runs = Number(process.env['N'] ?? 40);
const size = Number(process.env['SIZE'] ?? 120_000);

const readSaved = (page: Page): Promise<string | null> =>
  page.evaluate(() => (window as unknown as { readSaved: () => Promise<string | null> }).readSaved());
const ready = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
  res.end(PAGE);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
});
try {
  for (const mode of ['plain', 'commit']) {
    const page = await browser.newPage();
    const url = `http://127.0.0.1:${port}/?mode=${mode}&size=${size}`;
    await page.goto(url);
    let lostAtOnce = 0;
    let lostLater = 0;
    for (let i = 0; i < runs; i++) {
      await ready(page);
      const stamp = `${mode}-${i}|`;
      await page.evaluate(
        (s) => (window as unknown as { arm: (s: string) => void }).arm(s),
        stamp.slice(0, -1),
      );
      await page.goto(url);
      await ready(page);
      if (!(await readSaved(page))?.startsWith(stamp)) lostAtOnce++;
      await page.waitForTimeout(300);
      if (!(await readSaved(page))?.startsWith(stamp)) lostLater++;
    }
    console.log(
      `${mode.padEnd(6)} ${size} chars: lost ${lostAtOnce} of ${runs} (${lostLater} still lost 300 ms later)`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
