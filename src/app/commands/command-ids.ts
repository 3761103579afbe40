// Ids of the shell's commands that menus and buttons look up in the registry.
export const TOGGLE_SIDEBAR = 'shell.toggle-sidebar';
export const REFRESH = 'shell.refresh';
export const CREATE_INCIDENT = 'incidents.create';
export const SIGN_OUT = 'session.sign-out';
export const KUBECONFIG = 'account.kubeconfig';

/** The groups the user menu shows, in order (its sections). */
export const ACCOUNT_GROUP = 'account';
export const SESSION_GROUP = 'session';
export const NAVIGATION_GROUP = 'navigation';
export const THEME_GROUP = 'theme';
/** The theme commands' ids, `theme.<choice>`. */
export const themeCommandId = (choice: string) => `theme.${choice}`;
