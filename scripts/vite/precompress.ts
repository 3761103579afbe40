import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// The built files, compressed once at build time (`file.br`, `file.gz` beside `file`), so a
// server sends them as they are (the reference server's serveStatic `precompressed`, nginx's
// gzip_static/brotli_static) instead of compressing the same bytes on every request. A cold
// start asks for about 1.2 MB of scripts and styles, and the service worker's precache for the
// rest; compressed per request, that was the reference server's CPU at the very moment the
// console's first tasks ran on the same machine (decision 0012).

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files are sent as they are (the compress middleware's threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `.br` and `.gz` beside every compressible file of the build's output folder. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written++;
    }),
  );
  return written;
}

/** Runs after every other plugin has written its files (the service worker among them). */
export function precompressBuild(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'mc-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config === undefined) return;
        await precompressFolder(resolve(config.root, config.build.outDir));
      },
    },
  };
}
