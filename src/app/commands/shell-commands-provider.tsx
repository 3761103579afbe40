import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import type { FeatureFlags } from '../../lib/access/feature-flags.ts';
import type { CurrentUser } from '../../lib/access/whoami.ts';
import type { Command } from '../../lib/commands/command.ts';
import {
  CommandsProvider,
  useRegisterCommands,
  useShortcutDispatcher,
} from '../../lib/commands/commands-context.tsx';
import { createCommandRegistry } from '../../lib/commands/registry.ts';
import { useSyncClient } from '../../sync/client/hooks.tsx';
import { KubeconfigDialog } from '../shell/kubeconfig-dialog.tsx';
import { CommandPaletteMount } from './command-palette-mount.tsx';
import type { VisibleNav } from '../shell/visible-nav.ts';
import { shellCommands, type ShellActions } from './shell-commands.ts';
import { useThemeChoice } from '../../lib/theme/use-theme-choice.ts';

// The incidents list's own creation dialog, loaded with the incidents chunk when first asked for.
const CreateIncidentDialog = lazy(() =>
  import('../../features/incidents/list/create-incident-dialog.tsx').then((m) => ({
    default: m.CreateIncidentDialog,
  })),
);

const reportFailure = (error: unknown, command: Command) =>
  toast.error(`${command.title} failed: ${error instanceof Error ? error.message : String(error)}`);

type ShellDialog = 'create-incident' | 'kubeconfig' | null;

/**
 * The command registry of the signed-in shell: provides it to the shell and its pages, registers
 * the shell's commands, listens for their shortcuts, and shows the dialogs they open.
 */
export function ShellCommandsProvider({
  user,
  flags,
  nav,
  onSignOut,
  children,
}: {
  user: CurrentUser;
  flags: FeatureFlags;
  nav: VisibleNav;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const [registry] = useState(createCommandRegistry);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const context = useMemo(() => ({ roles: user.roles, pathname }), [user.roles, pathname]);
  const [dialog, setDialog] = useState<ShellDialog>(null);
  const close = useCallback(() => setDialog(null), []);
  return (
    <CommandsProvider registry={registry} context={context} onError={reportFailure}>
      <ShellCommandsRegistration flags={flags} nav={nav} onSignOut={onSignOut} onOpen={setDialog} />
      {children}
      <CommandPaletteMount user={user} flags={flags} />
      {dialog === 'create-incident' && (
        <Suspense fallback={null}>
          <CreateIncidentDialog onClose={close} />
        </Suspense>
      )}
      <KubeconfigDialog
        isOpen={dialog === 'kubeconfig'}
        onOpenChange={(open) => setDialog(open ? 'kubeconfig' : null)}
      />
    </CommandsProvider>
  );
}

/** Registers the shell's commands and mounts the shortcut listener (inside the provider). */
function ShellCommandsRegistration({
  flags,
  nav,
  onSignOut,
  onOpen,
}: {
  flags: FeatureFlags;
  nav: VisibleNav;
  onSignOut: () => void;
  onOpen: (dialog: ShellDialog) => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const sync = useSyncClient();
  const [, setTheme] = useThemeChoice();
  const actions = useMemo(
    (): ShellActions => ({
      navigate: (href) => void router.navigate({ href }),
      openCreateIncident: () => onOpen('create-incident'),
      openKubeconfig: () => onOpen('kubeconfig'),
      // As the top bar's button and the catalogue's Refresh: the server answers on screen, and a
      // pull of every synced collection now.
      refresh: () =>
        Promise.all([queryClient.refetchQueries({ type: 'active' }), sync.refresh()]).then(() => undefined),
      signOut: onSignOut,
      setTheme,
    }),
    [router, queryClient, sync, onSignOut, onOpen, setTheme],
  );
  useRegisterCommands(shellCommands(nav, flags, actions), [nav, flags, actions]);
  useShortcutDispatcher();
  return null;
}
