import { useEffect } from 'react';

/** Product name that ends every page title. */
export const PRODUCT_NAME = 'Mission Control';

/** `<page> | Mission Control` (just the product name for an empty page name). */
export function pageTitle(page: string): string {
  return page === '' ? PRODUCT_NAME : `${page} | ${PRODUCT_NAME}`;
}

/** Sets the document title to `<page> | Mission Control` while the calling page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
