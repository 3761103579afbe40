import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStoredTheme, applyTheme, resolveTheme } from './apply-theme.ts';

/** A stand-in for `matchMedia('(prefers-color-scheme: dark)')` whose answer the test flips. */
function fakeSystem(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: prefersDark,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    flip(dark: boolean) {
      media.matches = dark;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}

const element = () => ({ dataset: {} as Record<string, string> }) as unknown as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('System follows the system; Light and Dark ignore it', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('System keeps following a change of the system until another choice is applied', () => {
    const system = fakeSystem(false);
    const root = element();
    applyTheme('system', root);
    expect(root.dataset['theme']).toBe('light');
    system.flip(true);
    expect(root.dataset['theme']).toBe('dark');

    applyTheme('light', root);
    expect(root.dataset['theme']).toBe('light');
    system.flip(false);
    system.flip(true);
    expect(root.dataset['theme']).toBe('light');
    expect(system.listeners.size).toBe(0);
  });
});

describe('the stored choice at boot', () => {
  it('reads the JSON the preference kit stores, and falls back to System on anything else', () => {
    fakeSystem(true);
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
    vi.stubGlobal('document', { documentElement: element() });
    store.set('mc.shell.theme', JSON.stringify('light'));
    applyStoredTheme();
    expect(document.documentElement.dataset['theme']).toBe('light');
    store.set('mc.shell.theme', 'not json');
    applyStoredTheme();
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });
});
