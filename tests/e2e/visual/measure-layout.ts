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
  /** Browser-default controls on screen (one visual language, #27 item 4): each as "<kind> <text>". */
  nativeControls: string[];
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
    // Native selects, radios and checkboxes drawn by the browser (react-aria's own inputs are
    // visually hidden, 1 px), and links in the browser's default blue.
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (!(r.width > 2 && r.height > 2 && inView(r))) return false;
      // react-aria keeps a native input or select for forms and autofill inside a 1 px clipped
      // box (VisuallyHidden): present, but not drawn.
      for (let up = el.parentElement, i = 0; up !== null && i < 4; up = up.parentElement, i++) {
        const box = up.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
      }
      return true;
    };
    const label = (el: Element) => (el.textContent ?? '').trim().slice(0, 30);
    const nativeControls = [
      ...[...document.querySelectorAll('select')].filter(visible).map((el) => `select "${label(el)}"`),
      ...[...document.querySelectorAll('input[type=radio], input[type=checkbox]')]
        .filter(visible)
        .map((el) => `${el.getAttribute('type') ?? ''} "${el.getAttribute('name') ?? ''}"`),
      ...[...document.querySelectorAll('a[href]')]
        .filter((el) => visible(el) && getComputedStyle(el).color === 'rgb(0, 0, 238)')
        .map((el) => `default-blue link "${label(el)}"`),
    ];
    return { cells: cells.length, cut, unreadable, sideways, nativeControls };
  });
}
