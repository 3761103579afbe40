// Mounts the command palette in the signed-in shell: registers its keys (palette-commands.ts) and
// loads the palette's code in idle time after the shell has started, so Ctrl/Cmd+K opens at once.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { FeatureFlags } from '../../lib/access/feature-flags.ts';
import type { CurrentUser } from '../../lib/access/whoami.ts';
import { useRegisterCommands } from '../../lib/commands/commands-context.tsx';
import { paletteCommands } from './palette-commands.ts';

const loadPalette = () => import('../../features/palette/command-palette.tsx');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

/** How long after the shell mounts the palette's code is fetched. */
const PRELOAD_AFTER_MS = 3_000;

export function CommandPaletteMount({ user, flags }: { user: CurrentUser; flags: FeatureFlags }) {
  const [open, setOpen] = useState(false);
  const togglePalette = useCallback(() => setOpen((o) => !o), []);
  const openPalette = useCallback(() => setOpen(true), []);
  useRegisterCommands(paletteCommands({ togglePalette, openPalette }), [togglePalette, openPalette]);
  useEffect(() => {
    const timer = setTimeout(() => void loadPalette().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette isOpen onOpenChange={setOpen} userId={user.id} roles={user.roles} flags={flags} />
    </Suspense>
  );
}
