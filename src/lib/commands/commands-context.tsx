// The registry in React: one provider per signed-in shell, the hooks that list and run the commands
// offered to the user, page-scoped registration, and the global shortcut listener.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type DependencyList,
  type ReactNode,
} from 'react';
import type { Command, CommandContext } from './command.ts';
import { createShortcutDispatcher } from './dispatcher.ts';
import { availableCommands, type CommandRegistry } from './registry.ts';
import { currentPlatform } from './shortcut.ts';

interface CommandsValue {
  registry: CommandRegistry;
  context: CommandContext;
  onError: (error: unknown, command: Command) => void;
}

const CommandsContext = createContext<CommandsValue | null>(null);

/** Props of {@link CommandsProvider}. */
export interface CommandsProviderProps {
  registry: CommandRegistry;
  /** Who is signed in and where: what `when` and the permission filter read. */
  context: CommandContext;
  /** Told of a command that threw or rejected (the shell shows a toast). */
  onError: (error: unknown, command: Command) => void;
  children: ReactNode;
}

export function CommandsProvider({ registry, context, onError, children }: CommandsProviderProps) {
  const { roles, pathname } = context;
  const value = useMemo(
    () => ({ registry, context: { roles, pathname }, onError }),
    [registry, roles, pathname, onError],
  );
  return <CommandsContext.Provider value={value}>{children}</CommandsContext.Provider>;
}

function useCommandsValue(): CommandsValue {
  const value = useContext(CommandsContext);
  if (value === null) throw new Error('Command hooks need a <CommandsProvider> above them');
  return value;
}

/** The registry itself (to register outside a component's lifetime; most code wants the hooks). */
export function useCommandRegistry(): CommandRegistry {
  return useCommandsValue().registry;
}

function useRegistered(registry: CommandRegistry): readonly Command[] {
  return useSyncExternalStore(registry.subscribe, registry.list, registry.list);
}

/** The commands offered now: registered, permitted to the user, and available on this page. */
export function useCommands(): readonly Command[] {
  const { registry, context } = useCommandsValue();
  const registered = useRegistered(registry);
  return useMemo(() => availableCommands(registered, context), [registered, context]);
}

/** The command `id` if it is offered now; undefined when unregistered or not for this user. */
export function useCommand(id: string): Command | undefined {
  return useCommands().find((c) => c.id === id);
}

/** Runs a command in the current context; a failure goes to the provider's `onError`. */
export function useRunCommand(): (command: Command) => void {
  const { context, onError } = useCommandsValue();
  return useCallback((command) => runCommand(command, context, onError), [context, onError]);
}

function runCommand(command: Command, context: CommandContext, onError: CommandsValue['onError']): void {
  try {
    const done = command.run(context);
    if (done instanceof Promise) done.catch((error: unknown) => onError(error, command));
  } catch (error) {
    onError(error, command);
  }
}

/**
 * Registers `commands` while the calling component is mounted, again whenever `deps` change (list
 * what the commands' handlers and `when` read, as for useMemo). Registered in a layout effect, so
 * a menu or button that reads them shows them in the same paint.
 */
export function useRegisterCommands(commands: readonly Command[], deps: DependencyList): void {
  const registry = useCommandRegistry();
  // The caller's deps decide when the commands are new, as useMemo's do.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const current = useMemo(() => commands, deps);
  useLayoutEffect(() => registry.register(current), [registry, current]);
}

/**
 * The global shortcut listener: mount once, in the shell. Key presses in text fields, editable
 * areas and modal dialogs are left alone unless the command allows them.
 */
export function useShortcutDispatcher(): void {
  const value = useCommandsValue();
  // Read at each key press, so a sequence ('g' then 'i') survives re-renders between its strokes.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    const dispatcher = createShortcutDispatcher({
      commands: () => availableCommands(latest.current.registry.list(), latest.current.context),
      run: (command) => runCommand(command, latest.current.context, latest.current.onError),
      platform: currentPlatform(),
      now: () => performance.now(),
    });
    const onKeyDown = (event: KeyboardEvent) => void dispatcher.handle(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
