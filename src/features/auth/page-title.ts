import { useEffect } from 'react';

/** Suffix of every page title (spec 01-core §2). */
export const TITLE_SUFFIX = ' | Mission Control';

/** Sets the document title to `title | Mission Control` while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title}${TITLE_SUFFIX}`;
  }, [title]);
}
