import { describe, expect, it } from 'vitest';
import type { Command } from './command.ts';
import {
  createShortcutDispatcher,
  isTypingTarget,
  SEQUENCE_TIMEOUT_MS,
  type KeyDownLike,
} from './dispatcher.ts';

const command = (id: string, shortcut: string, extra: Partial<Command> = {}): Command => ({
  id,
  title: id,
  icon: 'dashboard',
  group: 'test',
  shortcut,
  run: () => undefined,
  ...extra,
});

/** A stand-in for a focused element: `tagName`, and `closest` answering for the given selectors. */
const element = (
  tagName: string,
  extra: { type?: string; isContentEditable?: boolean; inside?: string } = {},
) => ({
  tagName,
  ...extra,
  closest: (selector: string) => (extra.inside !== undefined && selector.includes(extra.inside) ? {} : null),
});
const body = element('BODY');

function setup(commands: Command[], platform: 'mac' | 'other' = 'other') {
  const ran: string[] = [];
  let time = 0;
  const dispatcher = createShortcutDispatcher({
    commands: () => commands,
    run: (c) => ran.push(c.id),
    platform,
    now: () => time,
  });
  const press = (key: string, mods: Partial<KeyDownLike> = {}) => {
    let prevented = false;
    const used = dispatcher.handle({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      target: body,
      defaultPrevented: false,
      preventDefault: () => void (prevented = true),
      ...mods,
    });
    return { used, prevented };
  };
  return { ran, press, wait: (ms: number) => void (time += ms) };
}

describe('shortcut dispatcher', () => {
  it('runs the command of a single stroke and keeps the browser from acting on it', () => {
    const { ran, press } = setup([command('shell.toggle-sidebar', '['), command('shell.refresh', 'Shift+R')]);
    expect(press('[')).toEqual({ used: true, prevented: true });
    expect(press('r')).toEqual({ used: false, prevented: false });
    press('R', { shiftKey: true });
    expect(ran).toEqual(['shell.toggle-sidebar', 'shell.refresh']);
  });

  it('runs a sequence when its second stroke follows in time, and not after the timeout', () => {
    const { ran, press, wait } = setup([command('nav.incidents', 'g i'), command('nav.health', 'g h')]);
    press('g');
    expect(ran).toEqual([]);
    press('i');
    expect(ran).toEqual(['nav.incidents']);
    press('i');
    expect(ran).toEqual(['nav.incidents']);
    press('g');
    wait(SEQUENCE_TIMEOUT_MS + 1);
    press('h');
    expect(ran).toEqual(['nav.incidents']);
  });

  it('lets a stroke that breaks a sequence start a shortcut of its own', () => {
    const { ran, press } = setup([command('nav.incidents', 'g i'), command('incidents.create', 'c')]);
    press('g');
    press('c');
    expect(ran).toEqual(['incidents.create']);
  });

  it('ignores keys typed in text fields, editable areas and dialogs unless the command allows it', () => {
    const { ran, press } = setup([
      command('shell.toggle-sidebar', '['),
      command('palette.open', 'Mod+K', { allowInInputs: true }),
    ]);
    press('[', { target: element('INPUT') });
    press('[', { target: element('TEXTAREA') });
    press('[', { target: element('DIV', { isContentEditable: true }) });
    press('[', { target: element('BUTTON', { inside: 'aria-modal' }) });
    expect(ran).toEqual([]);
    press('[', { target: element('INPUT', { type: 'checkbox' }) });
    press('k', { ctrlKey: true, target: element('INPUT') });
    expect(ran).toEqual(['shell.toggle-sidebar', 'palette.open']);
  });

  it('uses Cmd for Mod on a Mac and leaves Ctrl to the browser there', () => {
    const { ran, press } = setup([command('palette.open', 'Mod+K')], 'mac');
    expect(press('k', { ctrlKey: true }).used).toBe(false);
    press('k', { metaKey: true });
    expect(ran).toEqual(['palette.open']);
  });

  it('leaves events already handled, modifier presses and held-down repeats alone', () => {
    const { ran, press } = setup([command('shell.toggle-sidebar', '['), command('nav.incidents', 'g i')]);
    press('[', { defaultPrevented: true });
    press('[', { repeat: true });
    press('g');
    press('Shift', { shiftKey: true });
    press('i');
    expect(ran).toEqual(['nav.incidents']);
  });

  it('recognises what counts as typing', () => {
    expect(isTypingTarget(element('INPUT', { type: 'search' }))).toBe(true);
    expect(isTypingTarget(element('SELECT'))).toBe(true);
    expect(isTypingTarget(element('A'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
