// The theme choice as a preference of the screen-state kit, for the shell's user menu and commands.
import { useEffect } from 'react';
import { z } from 'zod';
import { usePersistedPref } from '../screen-state/use-persisted-pref.ts';
import {
  applyTheme,
  DEFAULT_THEME_CHOICE,
  THEME_CHOICES,
  THEME_KEY,
  type ThemeChoice,
} from './apply-theme.ts';

const themeChoiceSchema = z.enum(THEME_CHOICES);

/** The stored choice and its setter; mounted once in the shell, it applies every change (other tabs' too). */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = usePersistedPref(THEME_KEY, themeChoiceSchema, DEFAULT_THEME_CHOICE);
  useEffect(() => applyTheme(choice), [choice]);
  return [choice, setChoice];
}
