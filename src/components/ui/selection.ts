// react-aria's selection types, for features that keep a collection's selection or a tab's key.
export type { Key, Selection } from 'react-aria-components';
