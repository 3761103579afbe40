import { describe, expect, it } from 'vitest';
import {
  downloadSnapshot,
  snapshotFileName,
  SNAPSHOT_ERROR,
  type SnapshotDeps,
  type SnapshotState,
} from './snapshot-download.ts';

const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]);

function fakes(answer: () => Promise<Response>) {
  const calls: string[] = [];
  const saved: { name: string; size: number }[] = [];
  const deps: SnapshotDeps = {
    fetch: (url) => {
      calls.push(url);
      return answer();
    },
    save: (file, name) => saved.push({ name, size: file.size }),
  };
  return { deps, calls, saved };
}

describe('snapshot download', () => {
  it('asks for the range and related flag, saves <name>-snapshot.zip and ends done', async () => {
    const { deps, calls, saved } = fakes(() => Promise.resolve(new Response(ZIP, { status: 200 })));
    const states: SnapshotState['kind'][] = [];
    const end = await downloadSnapshot(
      { id: 'c-1', name: 'checkout', start: '6h', related: true },
      deps,
      (s) => states.push(s.kind),
    );
    expect(calls).toEqual(['/api/snapshot/topology/c-1?start=6h&related=true']);
    expect(saved).toEqual([{ name: 'checkout-snapshot.zip', size: ZIP.length }]);
    expect(states).toEqual(['downloading', 'done']);
    expect(end).toEqual({ kind: 'done', fileName: 'checkout-snapshot.zip' });
  });

  it("says 'Error downloading file' with the server's message, and saves nothing", async () => {
    const { deps, saved } = fakes(() =>
      Promise.resolve(new Response(JSON.stringify({ message: 'component not found' }), { status: 404 })),
    );
    const states: SnapshotState[] = [];
    await downloadSnapshot({ id: 'x', name: 'x', start: '1h', related: false }, deps, (s) => states.push(s));
    expect(saved).toEqual([]);
    expect(states.at(-1)).toEqual({ kind: 'error', message: SNAPSHOT_ERROR, detail: 'component not found' });
  });

  it('turns a network failure into the error state instead of rejecting', async () => {
    const { deps } = fakes(() => Promise.reject(new TypeError('Failed to fetch')));
    const end = await downloadSnapshot({ id: 'x', name: 'x', start: '1h', related: false }, deps);
    expect(end).toEqual({ kind: 'error', message: SNAPSHOT_ERROR, detail: 'Failed to fetch' });
  });

  it('keeps the name readable but safe as a file name', () => {
    expect(snapshotFileName('payments/api')).toBe('payments_api-snapshot.zip');
    expect(snapshotFileName('  ')).toBe('component-snapshot.zip');
  });
});
