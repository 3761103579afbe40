// What a command is: the declaration every menu, shortcut and (later) the command palette reads.
// The declared data is checked with zod when a command is registered, the boundary where
// features and the shell hand their commands to the registry.
import { z } from 'zod';
import type { IconName } from '../../components/ui/icons.tsx';
import { RESOURCES, type Role } from '../access/permissions.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';
import { parseShortcut } from './shortcut.ts';

/** What a command's `when` and handler are told about the moment it is offered or run. */
export interface CommandContext {
  /** The signed-in user's roles. */
  roles: readonly Role[];
  /** The current page's path. */
  pathname: string;
}

const validShortcut = (text: string) => {
  try {
    parseShortcut(text);
    return true;
  } catch {
    return false;
  }
};

/** The declared data of a command (its functions are typed in {@link Command}). */
export const commandSpecSchema = builtOnFirstUse(() =>
  z.object({
    /** Unique and stable, dotted by area: 'nav.incidents', 'incident.resolve'. */
    id: z.string().regex(/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/, 'ids are dotted: area.action'),
    title: z.string().min(1),
    icon: z.custom<IconName>((v) => typeof v === 'string' && v !== ''),
    /** Groups commands in menus and the palette: 'navigation', 'account', 'incident', … */
    group: z.string().min(1),
    /** See shortcut.ts: 'Mod+Shift+K', '[', 'g i'. */
    shortcut: z.string().refine(validShortcut, 'malformed shortcut').optional(),
    /** The shortcut also fires while focus is in a text field or a modal dialog. */
    allowInInputs: z.boolean().optional(),
    /** The command is offered only to a user who may do this (the shared role matrix). */
    permission: z.object({ resource: z.enum(RESOURCES), action: z.enum(['read', 'write']) }).optional(),
    /** A command that opens a page: menus render it as a link (middle-click, open in a new tab). */
    href: z.string().startsWith('/').optional(),
    /** More words it is found by (the palette's search). */
    keywords: z.array(z.string()).readonly().optional(),
  }),
);
export type CommandSpec = z.infer<typeof commandSpecSchema>;

/** A registered action. */
export interface Command extends CommandSpec {
  /** Offered only while this holds (for example: the incident in view is not resolved). */
  when?: (context: CommandContext) => boolean;
  /** Does the action. A rejected promise is reported to the user by the provider. */
  run: (context: CommandContext) => void | Promise<void>;
}
