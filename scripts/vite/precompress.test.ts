import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

describe('precompressFolder', () => {
  it('writes .br and .gz copies of the compressible files that are worth it, in every folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const rows = [1, 2, 3];\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-abc12345.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Mission Control</p>'.repeat(100)}`);
    writeFileSync(join(dir, 'assets', 'tiny-abc12345.js'), 'export {};');
    writeFileSync(join(dir, 'icon-192.png'), Buffer.alloc(4096, 7));

    expect(await precompressFolder(dir)).toBe(2);

    const scriptPath = join(dir, 'assets', 'index-abc12345.js');
    expect(brotliDecompressSync(readFileSync(`${scriptPath}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${scriptPath}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny-abc12345.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon-192.png.br'))).toBe(false);
  });
});
