// The one global keyboard-shortcut dispatcher: turns key presses into commands. Pure: it is given
// the events, the offered commands and the time, so it is tested without a browser.
import type { Command } from './command.ts';
import {
  isModifierKey,
  matchesStroke,
  parseShortcut,
  type KeyLike,
  type Platform,
  type Shortcut,
} from './shortcut.ts';

/** The second stroke of a sequence ('g' then 'i') must come within this time of the first. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/** What the dispatcher reads of a keydown event (a DOM `KeyboardEvent` fits). */
export interface KeyDownLike extends KeyLike {
  target: unknown;
  defaultPrevented: boolean;
  isComposing?: boolean;
  repeat?: boolean;
  preventDefault(): void;
}

export interface ShortcutDispatcherOptions {
  /** The commands offered now (already filtered for the user and the page). */
  commands: () => readonly Command[];
  /** Runs a matched command. */
  run: (command: Command) => void;
  platform: Platform;
  now: () => number;
}

/** The part of a DOM element the typing check reads. */
interface ElementLike {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
  closest(selector: string): unknown;
}
const isElementLike = (t: unknown): t is ElementLike =>
  typeof t === 'object' && t !== null && typeof (t as { tagName?: unknown }).tagName === 'string';

/** Input types whose keys do not type text. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * Whether a key press at `target` belongs to what has focus rather than to the page: a text
 * field, an editable area, a select, or anything inside a modal dialog.
 */
export function isTypingTarget(target: unknown): boolean {
  if (!isElementLike(target)) return false;
  if (target.isContentEditable === true) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase())) return true;
  return target.closest('[role="textbox"], [role="combobox"], [aria-modal="true"]') !== null;
}

interface Pending {
  strokes: KeyLike[];
  at: number;
}

/** Creates the dispatcher; feed it every keydown of the document with `handle`. */
export function createShortcutDispatcher({ commands, run, platform, now }: ShortcutDispatcherOptions): {
  /** Runs the command `event` completes, if any; returns whether the event was used. */
  handle(event: KeyDownLike): boolean;
} {
  let pending: Pending | null = null;
  const parsed = new WeakMap<Command, Shortcut>();
  const shortcutOf = (command: Command): Shortcut | undefined => {
    if (command.shortcut === undefined) return undefined;
    let shortcut = parsed.get(command);
    if (shortcut === undefined) parsed.set(command, (shortcut = parseShortcut(command.shortcut)));
    return shortcut;
  };

  return {
    handle(event) {
      if (event.defaultPrevented || event.isComposing === true || isModifierKey(event)) return false;
      const typing = isTypingTarget(event.target);
      const sequenceLive = pending !== null && now() - pending.at <= SEQUENCE_TIMEOUT_MS;
      const prefix = sequenceLive && pending !== null ? pending.strokes : [];
      pending = null;
      const candidates = commands().filter((c) => !typing || c.allowInInputs === true);
      // The strokes so far with this one, then this one alone (a stroke that breaks a sequence
      // may start a shortcut of its own).
      for (const pressed of prefix.length > 0 ? [[...prefix, event], [event]] : [[event]]) {
        let continues = false;
        for (const command of candidates) {
          const shortcut = shortcutOf(command);
          if (shortcut === undefined || shortcut.length < pressed.length) continue;
          if (!pressed.every((stroke, i) => matchesStroke(shortcut[i] as Shortcut[number], stroke, platform)))
            continue;
          if (shortcut.length === pressed.length) {
            if (event.repeat === true) return true;
            event.preventDefault();
            run(command);
            return true;
          }
          continues = true;
        }
        if (continues) {
          pending = { strokes: pressed.map(copyKeys), at: now() };
          return true;
        }
      }
      return false;
    },
  };
}

const copyKeys = ({ key, ctrlKey, metaKey, altKey, shiftKey }: KeyLike): KeyLike => ({
  key,
  ctrlKey,
  metaKey,
  altKey,
  shiftKey,
});
