import { useEffect } from 'react';

// The document title: `<page> | Mission Control`. A screen sets its area's name (usePageTitle),
// and a page that shows one item names it (useItemTitle), which wins while the item is shown: a
// tab list of "Incident | Mission Control" tells nobody which incident each tab holds.

/** Product name that ends every page title. */
export const PRODUCT_NAME = 'Mission Control';

/** `<page> | Mission Control` (just the product name for an empty page name). */
export function pageTitle(page: string): string {
  return page === '' ? PRODUCT_NAME : `${page} | ${PRODUCT_NAME}`;
}

let areaTitle = '';
let itemTitle: string | null = null;
const apply = () => {
  document.title = pageTitle(itemTitle ?? areaTitle);
};

/** Names the area shown (Health, Incidents, Sign in), unless an item of it names the page. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    areaTitle = page;
    apply();
  }, [page]);
}

/** Names the page after the item it shows (an incident, a config item, a check) while it is shown. */
export function useItemTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name === null || name === undefined || name === '') return;
    itemTitle = name;
    apply();
    return () => {
      if (itemTitle !== name) return;
      itemTitle = null;
      apply();
    };
  }, [name]);
}
