import { describe, expect, it } from 'vitest';
import {
  forgetFrame,
  MAX_CSS_CHARS,
  MAX_FRAME_AGE_MS,
  MAX_FRAME_CHARS,
  readFrame,
  writeFrame,
  type FrameContext,
} from './frame-record.ts';

function memoryStorage(limit = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

const now = 1_800_000_000_000;
const context: FrameContext = {
  userId: 'u1',
  url: '/catalog?configType=Kubernetes%3A%3APod',
  appVersion: '1.2.0',
  now,
};
const frame = {
  userId: 'u1',
  url: context.url,
  appVersion: '1.2.0',
  savedAt: now - 60_000,
  css: '.shell { display: flex; }',
  html: '<div class="shell">rows</div>',
};

describe('the kept frame', () => {
  it('is read back for the same user, address and build', () => {
    const storage = memoryStorage();
    expect(writeFrame(storage, frame)).toBe(true);
    expect(readFrame(storage, context)).toEqual({ v: 1, ...frame });
  });

  it('is not shown to another user, at another address, by another build, or when old', () => {
    const storage = memoryStorage();
    writeFrame(storage, frame);
    expect(readFrame(storage, { ...context, userId: 'u2' })).toBeNull();
    expect(readFrame(storage, { ...context, url: '/catalog' })).toBeNull();
    expect(readFrame(storage, { ...context, appVersion: '1.3.0' })).toBeNull();
    expect(readFrame(storage, { ...context, now: frame.savedAt + MAX_FRAME_AGE_MS + 1 })).toBeNull();
    // A clock set back: the frame's age cannot be known.
    expect(readFrame(storage, { ...context, now: frame.savedAt - 1 })).toBeNull();
  });

  it('reads nothing from unreadable or foreign records', () => {
    const storage = memoryStorage();
    storage.setItem('mc.boot-frame', '{not json');
    expect(readFrame(storage, context)).toBeNull();
    storage.setItem('mc.boot-frame', JSON.stringify({ v: 2, ...frame }));
    expect(readFrame(storage, context)).toBeNull();
    storage.setItem('mc.boot-frame', JSON.stringify({ v: 1, ...frame, html: 42 }));
    expect(readFrame(storage, context)).toBeNull();
  });

  it('keeps no screen larger than the limit, and a refused save leaves no older frame behind', () => {
    const storage = memoryStorage(2_000);
    expect(writeFrame(storage, { ...frame, html: 'x'.repeat(MAX_FRAME_CHARS + 1) })).toBe(false);
    expect(writeFrame(storage, { ...frame, css: 'x'.repeat(MAX_CSS_CHARS + 1) })).toBe(false);
    expect(readFrame(storage, context)).toBeNull();

    expect(writeFrame(storage, frame)).toBe(true);
    expect(writeFrame(storage, { ...frame, html: 'y'.repeat(5_000) })).toBe(false);
    expect(readFrame(storage, context)).toBeNull();
  });

  it('is forgotten on request', () => {
    const storage = memoryStorage();
    writeFrame(storage, frame);
    forgetFrame(storage);
    expect(storage.items.size).toBe(0);
  });
});
