// The colour theme: Light, Dark, or System (the operating system's choice, followed live). The
// choice is a preference kept in this browser (`mc.shell.theme`); applying it sets
// <html data-theme="light|dark">, which the design tokens read (components/ui/tokens.css). It is
// applied before the first render (main.tsx), so a chosen theme does not flash the other one.
// This file has no dependencies: main.tsx runs it before React, zod or anything else has loaded.

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = Exclude<ThemeChoice, 'system'>;

export const THEME_KEY = 'mc.shell.theme';
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system';

/** The theme shown for `choice` when the system prefers dark or not. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

let stopFollowingSystem: (() => void) | undefined;

/** Shows `choice` now; for 'system', keeps following the system's changes until the next call. */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  const show = () => {
    root.dataset['theme'] = resolveTheme(choice, media?.matches ?? false);
  };
  show();
  if (choice === 'system' && media !== undefined) {
    media.addEventListener('change', show);
    stopFollowingSystem = () => media.removeEventListener('change', show);
  }
}

/** The stored choice as usePersistedPref stores it (JSON), or the default. */
function storedChoice(): ThemeChoice {
  try {
    const raw = globalThis.localStorage?.getItem(THEME_KEY) ?? null;
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return THEME_CHOICES.find((c) => c === value) ?? DEFAULT_THEME_CHOICE;
  } catch {
    return DEFAULT_THEME_CHOICE; // storage blocked or unreadable
  }
}

/** Applies the stored choice (at boot, before React renders). */
export function applyStoredTheme(): void {
  applyTheme(storedChoice());
}
