import { describe, expect, it } from 'vitest';
import { TAIL_MAX, splitForMiddleEllipsis } from './middle-ellipsis.ts';

describe('splitForMiddleEllipsis', () => {
  it('keeps a pod hash suffix whole, so the cut falls before it', () => {
    expect(splitForMiddleEllipsis('atlas-archiver-728153b9fb-b7tqw')).toEqual([
      'atlas-archiver-728153b9fb',
      '-b7tqw',
    ]);
  });
  it('keeps the last characters of a long last segment', () => {
    const [head, tail] = splitForMiddleEllipsis('a-verylongsegmentwithoutanybreakatall');
    expect(tail).toHaveLength(TAIL_MAX);
    expect(head + tail).toBe('a-verylongsegmentwithoutanybreakatall');
  });
  it('leaves a short name whole in the head', () => {
    expect(splitForMiddleEllipsis('alertmanager-0')).toEqual(['alertmanager-0', '']);
  });
  it('splits on a dot too', () => {
    expect(splitForMiddleEllipsis('ip-10-0-12-34.eu-west-1.compute')).toEqual([
      'ip-10-0-12-34.eu-west-1',
      '.compute',
    ]);
  });
});
