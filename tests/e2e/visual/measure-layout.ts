import type { Page } from '@playwright/test';

// Layout measurements a reviewer would otherwise take by eye (#27 item 7): text cut in table
// headers and cells, whether it ends in an ellipsis and can be read in full (a title, an
// accessible name or a tooltip trigger), and whether the page scrolls sideways.

export interface LayoutReport {
  /** Table headers and cells with text on screen. */
  cells: number;
  /** Of those, how many show their text cut (with or without an ellipsis). */
  cut: number;
  /** Cut text with no ellipsis, or with no way to read it in full: each as "<text>". */
  unreadable: string[];
  /** How far the page scrolls sideways, in px (0 when it does not). */
  sideways: number;
}

export async function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const CELLS = 'th, td, [role="columnheader"], [role="rowheader"], [role="cell"], [role="gridcell"]';
    const inView = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.bottom > 0 &&
      r.right > 0 &&
      r.top < innerHeight &&
      r.left < innerWidth;
    /** Whether `el` (or what holds it inside the cell) offers its full text another way. */
    const readable = (el: Element, cell: Element) => {
      for (let node: Element | null = el; node !== null; node = node.parentElement) {
        if (node.hasAttribute('title') || node.hasAttribute('aria-describedby')) return true;
        if (node.getAttribute('aria-label')?.includes((el.textContent ?? '').trim().slice(0, 20)))
          return true;
        if (node.hasAttribute('data-full-text') || node.hasAttribute('data-tooltip')) return true;
        if (node === cell) break;
      }
      return false;
    };
    const cells = [...document.querySelectorAll(CELLS)].filter((c) => {
      // Cells nested in a cell (a table in a drawer) count once, at their own level.
      return (c.textContent ?? '').trim() !== '' && inView(c.getBoundingClientRect());
    });
    let cut = 0;
    const unreadable: string[] = [];
    for (const cell of cells) {
      const clipped = [cell, ...cell.querySelectorAll('*')].filter((el) => {
        if (!(el instanceof HTMLElement) || (el.textContent ?? '').trim() === '') return false;
        // Text kept for screen readers only (.mc-visually-hidden: 1 px, clipped) is not cut text.
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        const style = getComputedStyle(el);
        const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        return hides && el.scrollWidth > el.clientWidth + 1;
      });
      if (clipped.length === 0) continue;
      cut += 1;
      for (const el of clipped) {
        const ellipsis = getComputedStyle(el).textOverflow === 'ellipsis';
        if (!ellipsis || !readable(el, cell)) {
          unreadable.push(
            `"${(el.textContent ?? '').trim().slice(0, 60)}"${ellipsis ? ' (no way to read it)' : ' (no ellipsis)'}`,
          );
          break;
        }
      }
    }
    const sideways = Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth);
    return { cells: cells.length, cut, unreadable, sideways };
  });
}
