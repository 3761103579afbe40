import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import type { Command } from './command.ts';
import { useRunCommand } from './commands-context.tsx';
import { currentPlatform, formatShortcut } from './shortcut.ts';

/** Props of {@link CommandButton}: the command, and any further props of the icon button. */
export interface CommandButtonProps extends Omit<ButtonProps, 'onPress' | 'children' | 'aria-label'> {
  command: Command;
  tooltipPlacement?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * An icon button that runs a command: its icon, its title as the label, and a tooltip that also
 * teaches the shortcut ("Collapse sidebar  [").
 */
export function CommandButton({ command, tooltipPlacement = 'top', ...props }: CommandButtonProps) {
  const run = useRunCommand();
  const hint =
    command.shortcut === undefined
      ? command.title
      : `${command.title}  ${formatShortcut(command.shortcut, currentPlatform())}`;
  return (
    <Tooltip content={hint} placement={tooltipPlacement}>
      <Button variant="ghost" isIconOnly {...props} aria-label={command.title} onPress={() => run(command)}>
        <Icon name={command.icon} />
      </Button>
    </Tooltip>
  );
}
