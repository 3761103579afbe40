import type { Plugin, Rolldown } from 'vite';

// The entry (src/app/main.tsx) paints the kept frame and starts the sync worker, then imports the
// rest of the console in stages (src/app/early-requests.ts with TanStack Query, ky and the first
// requests, then src/app/start-app.tsx, then src/app/router.tsx), each evaluated as a task of its
// own (brief: no main-thread task > 50 ms). Every start needs those stages at once, so they count
// as part of the entry: index.html preloads their chunks beside the entry's, and the service
// worker always precaches them.

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The modules the start imports dynamically, one stage after the other. */
const BOOT_STAGES = ['/src/app/early-requests.ts', '/src/app/start-app.tsx', '/src/app/router.tsx'];

function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return item?.type === 'chunk';
}

function stageChunks(bundle: OutputBundle): OutputChunk[] {
  return BOOT_STAGES.map((stage) => {
    const chunk = Object.values(bundle).find(
      (item) => isChunk(item) && item.facadeModuleId?.endsWith(stage) === true,
    );
    if (!isChunk(chunk))
      throw new Error(
        `boot-stage: no chunk of its own for ${stage} (is it still imported dynamically, and only so?)`,
      );
    return chunk;
  });
}

/** `roots` and every chunk they import statically, in the order found. */
function withStaticImports(
  bundle: OutputBundle,
  roots: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const found: string[] = [];
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (skip.has(fileName) || found.includes(fileName) || !isChunk(item)) return;
    found.push(fileName);
    item.imports.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}

/** The chunks a start evaluates: the entries, the boot stages, and everything they import statically. */
export function startupChunks(bundle: OutputBundle): Set<string> {
  const entries = Object.values(bundle)
    .filter((item) => isChunk(item) && item.isEntry)
    .map((item) => item.fileName);
  return new Set(
    withStaticImports(bundle, [...entries, ...stageChunks(bundle).map((chunk) => chunk.fileName)]),
  );
}

/** The chunks index.html must preload besides the entry's own: the boot stages and their static imports. */
export function bootStagePreloads(bundle: OutputBundle, entryFileName: string): string[] {
  const loadedByEntry = new Set(withStaticImports(bundle, [entryFileName]));
  return withStaticImports(
    bundle,
    stageChunks(bundle).map((chunk) => chunk.fileName),
    loadedByEntry,
  );
}

/** Adds `<link rel="modulepreload">` to index.html for the boot stages' chunks that the entry does not import itself. */
export function preloadBootStages(): Plugin {
  return {
    name: 'mc-preload-boot-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (bundle === undefined || entry === undefined) return [];
        return bootStagePreloads(bundle, entry.fileName).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
