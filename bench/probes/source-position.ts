// Names a CPU profile's frames by their place in the sources, through the build's source maps
// (the console is built minified). Used by the typing probes; not part of the console.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

/** A frame → "name src/path.ts:line" for a build in `distDir` (its .map files beside the assets). */
export function sourcePositions(distDir: string): (frame: ProfileNode['callFrame']) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    const file = /\/assets\/[^/?]+\.js/.exec(frame.url)?.[0];
    if (file === undefined) return `${frame.functionName || '(anonymous)'} ${frame.url || '(native)'}`;
    if (!maps.has(file)) {
      try {
        const raw = JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8')) as RawSourceMap;
        maps.set(file, new SourceMapConsumer(raw));
      } catch {
        maps.set(file, null);
      }
    }
    const pos = maps
      .get(file)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return pos?.source
      ? `${pos.name ?? frame.functionName ?? '?'} ${pos.source.replace(/^.*?(src|node_modules)\//, '$1/')}:${pos.line}`
      : `${frame.functionName} ${file}`;
  };
}
