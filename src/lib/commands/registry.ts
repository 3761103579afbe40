// The command registry: a small store of the commands registered now. Pure (no React, no DOM);
// commands-context.tsx puts one in React and filters it for the signed-in user.
import { can } from '../access/permissions.ts';
import { commandSpecSchema, type Command, type CommandContext } from './command.ts';

/** The commands registered now, and registration that can be undone. */
export interface CommandRegistry {
  /**
   * Adds `commands` (validated: a malformed declaration throws) and returns the function that
   * removes exactly them. A command whose id is already registered hides the earlier one until
   * it is unregistered (a page's command over the shell's).
   */
  register: (commands: readonly Command[]) => () => void;
  /** The registered commands, in order of first registration. The same array until a change. */
  list: () => readonly Command[];
  /** The command registered as `id`, if any. */
  get: (id: string) => Command | undefined;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

interface Entry {
  command: Command;
  token: symbol;
}

export function createCommandRegistry(): CommandRegistry {
  let entries: readonly Entry[] = [];
  let snapshot: readonly Command[] = [];
  const listeners = new Set<() => void>();

  const changed = () => {
    // The latest registration of an id wins; the list keeps the place of its first registration.
    const latest = new Map<string, Command>();
    for (const { command } of entries) latest.set(command.id, command);
    snapshot = [...latest.values()];
    for (const listener of [...listeners]) listener();
  };

  return {
    register(commands) {
      for (const command of commands) commandSpecSchema.parse(command);
      const token = Symbol('registration');
      entries = [...entries, ...commands.map((command) => ({ command, token }))];
      changed();
      let registered = true;
      return () => {
        if (!registered) return;
        registered = false;
        entries = entries.filter((e) => e.token !== token);
        changed();
      };
    },
    list: () => snapshot,
    get: (id) => snapshot.find((c) => c.id === id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether `command` is offered in `context`: the user may run it, and its `when` holds. */
export function isAvailable(command: Command, context: CommandContext): boolean {
  const { permission, when } = command;
  if (permission !== undefined && !can(context.roles, permission.resource, permission.action)) return false;
  return when === undefined || when(context);
}

/** The commands of `commands` that are offered in `context`, in order. */
export function availableCommands(commands: readonly Command[], context: CommandContext): Command[] {
  return commands.filter((c) => isAvailable(c, context));
}
