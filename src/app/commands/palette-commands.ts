// The palette's two keys: Ctrl/Cmd+K opens (or closes) the command palette anywhere, even while
// typing in a field; '/' puts the cursor in the page's own search box (outside a text field),
// or opens the palette on a page without one.
import type { Command } from '../../lib/commands/command.ts';

export const OPEN_PALETTE = 'palette.open';
export const FOCUS_SEARCH = 'shell.focus-search';

/** The page's own search box: the first search field in the page's content. */
export function pageSearchBox(root: ParentNode = document): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>('#main input[type="search"]:not([disabled])');
}

export function paletteCommands(actions: { togglePalette: () => void; openPalette: () => void }): Command[] {
  return [
    {
      id: OPEN_PALETTE,
      title: 'Command palette',
      icon: 'help',
      group: 'shell',
      shortcut: 'Mod+K',
      allowInInputs: true,
      run: actions.togglePalette,
    },
    {
      id: FOCUS_SEARCH,
      title: 'Search this page',
      icon: 'catalog',
      group: 'shell',
      shortcut: '/',
      keywords: ['find', 'filter'],
      run: () => {
        const box = pageSearchBox();
        if (box === null) return actions.openPalette();
        box.focus();
        box.select();
      },
    },
  ];
}
