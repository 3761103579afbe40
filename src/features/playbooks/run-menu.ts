// What the playbooks area offers other areas (through their route files): the Playbooks menu.
export { PlaybooksMenu, type PlaybooksMenuProps } from './run/playbooks-menu.tsx';
