import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { bootStagePreloads, startupChunks } from './boot-stage.ts';

/** A built bundle of chunks: file name -> [facade module, static imports, entry?]. */
function bundleOf(chunks: Record<string, [string | null, string[], boolean?]>): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, [facadeModuleId, imports, isEntry]] of Object.entries(chunks)) {
    bundle[fileName] = { type: 'chunk', fileName, facadeModuleId, imports, isEntry: isEntry === true };
  }
  return bundle as Rolldown.OutputBundle;
}

const bundle = bundleOf({
  'assets/index.js': ['/repo/src/app/main.tsx', ['assets/zod.js', 'assets/runtime.js'], true],
  'assets/zod.js': [null, ['assets/runtime.js']],
  'assets/early-requests.js': ['/repo/src/app/early-requests.ts', ['assets/index.js', 'assets/query.js']],
  'assets/query.js': [null, ['assets/runtime.js']],
  'assets/runtime.js': [null, []],
  'assets/start-app.js': ['/repo/src/app/start-app.tsx', ['assets/index.js', 'assets/react-dom.js']],
  'assets/react-dom.js': [null, ['assets/runtime.js']],
  'assets/router.js': ['/repo/src/app/router.tsx', ['assets/start-app.js', 'assets/aria.js']],
  'assets/aria.js': [null, ['assets/react-dom.js']],
  'assets/catalog-page.js': ['/repo/src/features/catalog/pages.ts', ['assets/aria.js', 'assets/table.js']],
  'assets/table.js': [null, []],
});

describe('boot stages', () => {
  it('index.html preloads each stage and its imports, once, and nothing the entry already loads', () => {
    expect(bootStagePreloads(bundle, 'assets/index.js')).toEqual([
      'assets/early-requests.js',
      'assets/query.js',
      'assets/start-app.js',
      'assets/react-dom.js',
      'assets/router.js',
      'assets/aria.js',
    ]);
  });

  it('counts the stages as start-up code (always precached), but not the pages', () => {
    const startup = startupChunks(bundle);
    expect([...startup].sort()).toEqual([
      'assets/aria.js',
      'assets/early-requests.js',
      'assets/index.js',
      'assets/query.js',
      'assets/react-dom.js',
      'assets/router.js',
      'assets/runtime.js',
      'assets/start-app.js',
      'assets/zod.js',
    ]);
    expect(startup.has('assets/catalog-page.js')).toBe(false);
  });

  it('fails the build when a stage has no chunk of its own (imported statically somewhere)', () => {
    const merged = bundleOf({
      'assets/index.js': ['/repo/src/app/main.tsx', [], true],
      'assets/early-requests.js': ['/repo/src/app/early-requests.ts', []],
      'assets/start-app.js': ['/repo/src/app/start-app.tsx', []],
    });
    expect(() => bootStagePreloads(merged, 'assets/index.js')).toThrow('src/app/router.tsx');
  });
});
