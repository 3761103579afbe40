import { Keyboard, Text } from 'react-aria-components';
import { Icon } from '../../components/ui/icons.tsx';
import { MenuItem } from '../../components/ui/menu.tsx';
import type { Command } from './command.ts';
import { currentPlatform, formatShortcut } from './shortcut.ts';
import './commands.css';

/**
 * A command as an entry of a menu: its icon, its title (the item's accessible name) and its
 * shortcut (announced as the item's description). A command with `href` is a link; any other runs
 * through the menu's `onAction` with the command's id as the key.
 */
export function CommandMenuItem({ command, tone }: { command: Command; tone?: 'default' | 'danger' }) {
  return (
    <MenuItem
      id={command.id}
      textValue={command.title}
      icon={<Icon name={command.icon} />}
      {...(command.href === undefined ? {} : { href: command.href })}
      {...(tone === undefined ? {} : { tone })}
    >
      <Text slot="label">{command.title}</Text>
      {command.shortcut !== undefined && (
        <Keyboard className="mc-command-shortcut">
          {formatShortcut(command.shortcut, currentPlatform())}
        </Keyboard>
      )}
    </MenuItem>
  );
}
