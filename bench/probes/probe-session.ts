// What every typing probe starts with: a throwaway Postgres, the reference server on it serving a
// console build, and a headless Chromium. Not part of the console.
import { chromium, type Browser } from 'playwright-core';
import { startPostgres, startReferenceServer } from '../support/reference-server.ts';

export interface ProbeSession {
  readonly pgUrl: string;
  readonly origin: string;
  readonly browser: Browser;
  stop(): Promise<void>;
}

/** Seeds `scale` config items and serves `distDir` (a bench build, with its bench page). */
export async function startProbeSession(distDir: string, scale: number): Promise<ProbeSession> {
  const pg = await startPostgres();
  const server = await startReferenceServer({
    databaseUrl: pg.url,
    scale,
    staticDir: distDir,
    log: () => undefined,
  });
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  return {
    pgUrl: pg.url,
    origin: server.origin,
    browser,
    async stop() {
      await browser.close();
      await server.stop();
      pg.stop();
    },
  };
}
