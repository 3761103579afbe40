// Keyboard shortcuts as commands declare them: 'Mod+Shift+K', '[', 'Shift+R', or a sequence of
// strokes separated by spaces, 'g i' ("press g, then i"). 'Mod' is Cmd on Apple platforms and
// Ctrl elsewhere, so one declaration fits both.

/** One key press with its modifiers, as declared. */
export interface KeyStroke {
  /** `KeyboardEvent.key`, lower-cased: 'k', '[', 'enter', 'arrowup'. */
  key: string;
  mod: boolean;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
}

/** The strokes of a shortcut, in the order they are pressed. */
export type Shortcut = readonly KeyStroke[];

/** Apple platforms map Mod to the Command key. */
export type Platform = 'mac' | 'other';

/** What the matcher reads of a keyboard event (a DOM `KeyboardEvent` fits). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const MODIFIERS = ['mod', 'ctrl', 'alt', 'shift', 'meta'] as const;
type Modifier = (typeof MODIFIERS)[number];
const isModifier = (word: string): word is Modifier => (MODIFIERS as readonly string[]).includes(word);
/** Keys pressed alone to start a chord; never a shortcut's key of their own. */
const MODIFIER_KEYS = new Set(['shift', 'control', 'alt', 'meta', 'altgraph', 'os']);

function parseStroke(text: string): KeyStroke {
  // '+' itself is a key only as the last part ('Mod++' is not supported; use 'Mod+=').
  const parts = text.split('+');
  const key = parts.pop()?.toLowerCase() ?? '';
  if (key === '' || MODIFIER_KEYS.has(key)) throw new Error(`Shortcut '${text}' has no key`);
  const stroke: KeyStroke = { key, mod: false, ctrl: false, alt: false, shift: false, meta: false };
  for (const part of parts) {
    const modifier = part.toLowerCase();
    if (!isModifier(modifier)) throw new Error(`Shortcut '${text}': unknown modifier '${part}'`);
    if (stroke[modifier]) throw new Error(`Shortcut '${text}': '${part}' twice`);
    stroke[modifier] = true;
  }
  return stroke;
}

/** Parses a declared shortcut; throws on a malformed one (a programming error). */
export function parseShortcut(text: string): Shortcut {
  const strokes = text.trim().split(/\s+/);
  if (strokes.length === 0 || strokes[0] === '') throw new Error('Empty shortcut');
  return strokes.map(parseStroke);
}

/** 'mac' on Apple platforms (Mod = Cmd), else 'other' (Mod = Ctrl). */
export function currentPlatform(): Platform {
  if (typeof navigator === 'undefined') return 'other';
  const hinted = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  return /mac|iphone|ipad|ipod/i.test(hinted ?? navigator.platform) ? 'mac' : 'other';
}

/** Letters, digits and named keys ('enter') keep Shift significant; a printed symbol already says it. */
const shiftMatters = (key: string) => key.length > 1 || /^[a-z0-9]$/.test(key);

/** Whether `event` is the key press `stroke` describes on `platform`: same key, exactly its modifiers. */
export function matchesStroke(stroke: KeyStroke, event: KeyLike, platform: Platform): boolean {
  if (event.key.toLowerCase() !== stroke.key) return false;
  const wantCtrl = stroke.ctrl || (stroke.mod && platform === 'other');
  const wantMeta = stroke.meta || (stroke.mod && platform === 'mac');
  if (event.ctrlKey !== wantCtrl || event.metaKey !== wantMeta || event.altKey !== stroke.alt) return false;
  return !shiftMatters(stroke.key) || event.shiftKey === stroke.shift;
}

/** Whether the key of `event` is a modifier pressed on its own (part of a chord being formed). */
export const isModifierKey = (event: KeyLike): boolean => MODIFIER_KEYS.has(event.key.toLowerCase());

const KEY_NAMES: Readonly<Record<string, string>> = {
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
  escape: 'Esc',
  enter: 'Enter',
  ' ': 'Space',
};
const keyName = (key: string) => KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key);

function formatStroke(stroke: KeyStroke, platform: Platform): string {
  const mac = platform === 'mac';
  const names: string[] = [];
  if (stroke.ctrl || (stroke.mod && !mac)) names.push(mac ? '⌃' : 'Ctrl');
  if (stroke.alt) names.push(mac ? '⌥' : 'Alt');
  if (stroke.shift) names.push(mac ? '⇧' : 'Shift');
  if (stroke.meta || (stroke.mod && mac)) names.push(mac ? '⌘' : 'Meta');
  names.push(keyName(stroke.key));
  return names.join(mac ? '' : '+');
}

/** How a shortcut reads in a menu: '⌘⇧K' or 'Ctrl+Shift+K'; a sequence is 'G then I'. */
export function formatShortcut(text: string, platform: Platform): string {
  return parseShortcut(text)
    .map((s) => formatStroke(s, platform))
    .join(' then ');
}

const ARIA_KEYS: Readonly<Record<string, string>> = { ' ': 'Space', escape: 'Escape', enter: 'Enter' };

/**
 * The `aria-keyshortcuts` value of a one-stroke shortcut ('Control+Shift+K'); undefined for a
 * sequence, which the attribute cannot express.
 */
export function ariaKeyShortcuts(text: string, platform: Platform): string | undefined {
  const strokes = parseShortcut(text);
  const [stroke] = strokes;
  if (stroke === undefined || strokes.length > 1) return undefined;
  const mac = platform === 'mac';
  const names: string[] = [];
  if (stroke.ctrl || (stroke.mod && !mac)) names.push('Control');
  if (stroke.alt) names.push('Alt');
  if (stroke.shift) names.push('Shift');
  if (stroke.meta || (stroke.mod && mac)) names.push('Meta');
  const key = ARIA_KEYS[stroke.key] ?? (stroke.key.length === 1 ? stroke.key.toUpperCase() : stroke.key);
  return [...names, key].join('+');
}
