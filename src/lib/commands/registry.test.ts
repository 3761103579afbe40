import { describe, expect, it, vi } from 'vitest';
import type { Command, CommandContext } from './command.ts';
import { availableCommands, createCommandRegistry, isAvailable } from './registry.ts';

const command = (id: string, extra: Partial<Command> = {}): Command => ({
  id,
  title: id,
  icon: 'dashboard',
  group: 'test',
  run: () => undefined,
  ...extra,
});
const at = (roles: CommandContext['roles'], pathname = '/health'): CommandContext => ({ roles, pathname });

describe('command registry', () => {
  it('lists what is registered until the returned function unregisters exactly it', () => {
    const registry = createCommandRegistry();
    const offAB = registry.register([command('a.one'), command('b.two')]);
    const offC = registry.register([command('c.three')]);
    expect(registry.list().map((c) => c.id)).toEqual(['a.one', 'b.two', 'c.three']);
    offAB();
    offAB();
    expect(registry.list().map((c) => c.id)).toEqual(['c.three']);
    offC();
    expect(registry.list()).toEqual([]);
  });

  it('lets a later registration of an id hide the earlier one until it goes', () => {
    const registry = createCommandRegistry();
    registry.register([command('x.run', { title: 'Shell' }), command('y.other')]);
    const off = registry.register([command('x.run', { title: 'Page' })]);
    expect(registry.list().map((c) => `${c.id}:${c.title}`)).toEqual(['x.run:Page', 'y.other:y.other']);
    expect(registry.get('x.run')?.title).toBe('Page');
    off();
    expect(registry.get('x.run')?.title).toBe('Shell');
  });

  it('tells subscribers of changes and keeps the same list between them', () => {
    const registry = createCommandRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const off = registry.register([command('a.one')]);
    const first = registry.list();
    expect(registry.list()).toBe(first);
    off();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    registry.register([command('a.one')]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('refuses a malformed declaration', () => {
    const registry = createCommandRegistry();
    expect(() => registry.register([command('noarea')])).toThrow();
    expect(() => registry.register([command('a.b', { shortcut: 'Hyper+K' })])).toThrow(/malformed shortcut/);
    expect(() => registry.register([command('a.b', { title: '' })])).toThrow();
    expect(registry.list()).toEqual([]);
  });
});

describe('available commands', () => {
  const create = command('incidents.create', { permission: { resource: 'incident', action: 'write' } });
  const read = command('nav.health', { permission: { resource: 'canaries', action: 'read' } });
  const users = command('nav.users', { permission: { resource: 'identities', action: 'read' } });
  const open = command('shell.refresh');

  it('offers a command only to a user whose roles permit it (the shared role matrix)', () => {
    const all = [create, read, users, open];
    const ids = (roles: CommandContext['roles']) => availableCommands(all, at(roles)).map((c) => c.id);
    expect(ids(['admin'])).toEqual(['incidents.create', 'nav.health', 'nav.users', 'shell.refresh']);
    expect(ids(['responder'])).toEqual(['incidents.create', 'nav.health', 'shell.refresh']);
    expect(ids(['viewer'])).toEqual(['nav.health', 'shell.refresh']);
  });

  it('offers a command only while its `when` holds for the page', () => {
    const resolve = command('incident.resolve', {
      when: ({ pathname }) => pathname.startsWith('/incidents/'),
    });
    expect(isAvailable(resolve, at(['admin'], '/incidents/1'))).toBe(true);
    expect(isAvailable(resolve, at(['admin'], '/health'))).toBe(false);
  });
});
