import { describe, expect, it } from 'vitest';
import { heartbeatLine, progressLine } from './progress.mjs';

describe('npm start build progress', () => {
  it("shows Vite's progress lines without colours, and not the file-size table", () => {
    expect(progressLine('\u001b[32m✓\u001b[39m 1523 modules transformed.')).toBe(
      '  ✓ 1523 modules transformed.',
    );
    expect(progressLine('rendering chunks...')).toBe('  rendering chunks...');
    expect(progressLine('✓ built in 41.20s')).toBe('  ✓ built in 41.20s');
    expect(progressLine('dist/assets/index-abc123.js   181.60 kB │ gzip: 58.10 kB')).toBeNull();
    expect(progressLine('')).toBeNull();
    expect(progressLine('  - plugin vite-plugin-pwa:build closeBundle (35%, 3.5s, 1 call)')).toBeNull();
  });

  it('says the build is still going, with its time', () => {
    expect(heartbeatLine(25_400)).toBe('  still building (25 s)…');
  });
});
