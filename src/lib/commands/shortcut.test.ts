import { describe, expect, it } from 'vitest';
import { ariaKeyShortcuts, formatShortcut, matchesStroke, parseShortcut, type KeyLike } from './shortcut.ts';

const key = (k: string, mods: Partial<Omit<KeyLike, 'key'>> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcuts', () => {
  it('parses strokes and sequences, and refuses malformed ones', () => {
    expect(parseShortcut('Mod+Shift+K')).toEqual([
      { key: 'k', mod: true, ctrl: false, alt: false, shift: true, meta: false },
    ]);
    expect(parseShortcut('g i').map((s) => s.key)).toEqual(['g', 'i']);
    expect(() => parseShortcut('Hyper+K')).toThrow(/unknown modifier/);
    expect(() => parseShortcut('Shift+')).toThrow(/no key/);
    expect(() => parseShortcut('  ')).toThrow();
  });

  it('matches Mod to Cmd on a Mac and to Ctrl elsewhere, and nothing else', () => {
    const [modK] = parseShortcut('Mod+K');
    if (modK === undefined) throw new Error('no stroke');
    expect(matchesStroke(modK, key('k', { metaKey: true }), 'mac')).toBe(true);
    expect(matchesStroke(modK, key('k', { ctrlKey: true }), 'mac')).toBe(false);
    expect(matchesStroke(modK, key('k', { ctrlKey: true }), 'other')).toBe(true);
    expect(matchesStroke(modK, key('k', { metaKey: true }), 'other')).toBe(false);
    expect(matchesStroke(modK, key('k', { ctrlKey: true, shiftKey: true }), 'other')).toBe(false);
    expect(matchesStroke(modK, key('k'), 'other')).toBe(false);
  });

  it('keeps Shift significant for letters but not for symbols that need it to be typed', () => {
    const [shiftR] = parseShortcut('Shift+R');
    const [r] = parseShortcut('r');
    const [question] = parseShortcut('?');
    if (shiftR === undefined || r === undefined || question === undefined) throw new Error('no stroke');
    expect(matchesStroke(shiftR, key('R', { shiftKey: true }), 'other')).toBe(true);
    expect(matchesStroke(r, key('R', { shiftKey: true }), 'other')).toBe(false);
    expect(matchesStroke(shiftR, key('r'), 'other')).toBe(false);
    expect(matchesStroke(question, key('?', { shiftKey: true }), 'other')).toBe(true);
  });

  it('reads as the platform writes it, and gives aria-keyshortcuts for single strokes only', () => {
    expect(formatShortcut('Mod+Shift+K', 'mac')).toBe('⇧⌘K');
    expect(formatShortcut('Mod+Shift+K', 'other')).toBe('Ctrl+Shift+K');
    expect(formatShortcut('g i', 'other')).toBe('G then I');
    expect(ariaKeyShortcuts('[', 'other')).toBe('[');
    expect(ariaKeyShortcuts('Mod+K', 'mac')).toBe('Meta+K');
    expect(ariaKeyShortcuts('g i', 'other')).toBeUndefined();
  });
});
