// An expandable group (react-aria's Disclosure), for navigation groups and collapsible sections.
export { Disclosure, DisclosurePanel } from 'react-aria-components';
