import { describe, expect, it } from 'vitest';
import {
  FIT_PADDING,
  MAX_FIT_ZOOM,
  MIN_READABLE_ZOOM,
  initialViewport,
  type Rect,
} from './graph-viewport.ts';

const node = (x: number, y: number): Rect => ({ x, y, width: 220, height: 56 });
const frame = { width: 800, height: 640 };

/** Where a graph point lands on screen. */
const screen = (v: { x: number; y: number; zoom: number }, x: number, y: number) => ({
  x: v.x + x * v.zoom,
  y: v.y + y * v.zoom,
});

describe('initialViewport', () => {
  it('fits and centres a graph that is readable when fitted, bottom node included', () => {
    // A TB column of six layers, 936 px tall: fits at about 0.63.
    const nodes = [0, 1, 2, 3, 4, 5].map((i) => node(0, i * 176));
    const v = initialViewport(nodes, nodes[0], frame);
    expect(v.zoom).toBeGreaterThanOrEqual(MIN_READABLE_ZOOM);
    const bottom = screen(v, 0, 5 * 176 + 56);
    expect(bottom.y).toBeLessThanOrEqual(frame.height - FIT_PADDING + 0.5);
    const top = screen(v, 0, 0);
    expect(top.y).toBeGreaterThanOrEqual(FIT_PADDING - 0.5);
    expect(screen(v, 110, 0).x).toBeCloseTo(frame.width / 2);
  });

  it('never zooms out below the readable zoom: a wide graph shows its root instead', () => {
    const nodes = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => node(i * 340, 0));
    const v = initialViewport(nodes, nodes[0], frame);
    expect(v.zoom).toBe(MIN_READABLE_ZOOM);
    // The root (leftmost) starts at the padding: no empty space before the graph's edge.
    expect(screen(v, 0, 0).x).toBeCloseTo(FIT_PADDING);
    // Vertically the one row is centred.
    expect(screen(v, 0, 28).y).toBeCloseTo(frame.height / 2);
  });

  it('centres on a root in the middle of a graph too wide to fit', () => {
    const nodes = [-4, -3, -2, -1, 0, 1, 2, 3, 4].map((i) => node(i * 340, 0));
    const v = initialViewport(nodes, node(0, 0), frame);
    expect(screen(v, 110, 0).x).toBeCloseTo(frame.width / 2);
  });

  it('does not blow a small graph up past 1', () => {
    const v = initialViewport([node(0, 0), node(340, 0)], node(0, 0), frame);
    expect(v.zoom).toBe(MAX_FIT_ZOOM);
  });
});
