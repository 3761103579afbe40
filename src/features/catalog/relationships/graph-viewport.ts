// The relationship graph's first view. xyflow's fitView zooms out until everything fits, which on a
// wide graph made node names unreadable (0.3×); it also ran once, so a TB layout that arrived later
// kept the LR fit and cut its bottom node. Here: fit when that keeps labels readable, else show the
// root at the smallest readable zoom, centred as far as the graph's edges allow.

/**
 * Below this zoom the node names (14 px) are too small to read. At 0.5 a seven-layer TB graph
 * (1112 px at spec §9's 120 px rank separation) still fits a 1440×900 screen.
 */
export const MIN_READABLE_ZOOM = 0.5;
/** A graph of a few nodes is not blown up past this. */
export const MAX_FIT_ZOOM = 1;
/** Room kept between the graph and the frame's edge, in screen pixels. */
export const FIT_PADDING = 24;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

function union(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Screen offset on one axis: the graph centred if it fits, else `focus` centred within its edges. */
function offset(start: number, size: number, focus: number, frame: number, zoom: number): number {
  if (size * zoom <= frame - 2 * FIT_PADDING) return frame / 2 - (start + size / 2) * zoom;
  const centred = frame / 2 - focus * zoom;
  const noGapBefore = FIT_PADDING - start * zoom;
  const noGapAfter = frame - FIT_PADDING - (start + size) * zoom;
  return Math.min(noGapBefore, Math.max(noGapAfter, centred));
}

/** The first viewport of `nodes` (graph coordinates) in a frame of `width`×`height` pixels. */
export function initialViewport(
  nodes: readonly Rect[],
  root: Rect | undefined,
  frame: { width: number; height: number },
): Viewport {
  if (nodes.length === 0 || frame.width <= 0 || frame.height <= 0) return { x: 0, y: 0, zoom: 1 };
  const b = union(nodes);
  const fit = Math.min(
    (frame.width - 2 * FIT_PADDING) / Math.max(b.width, 1),
    (frame.height - 2 * FIT_PADDING) / Math.max(b.height, 1),
    MAX_FIT_ZOOM,
  );
  const zoom = Math.max(fit, MIN_READABLE_ZOOM);
  const focus = root ?? b;
  return {
    zoom,
    x: offset(b.x, b.width, focus.x + focus.width / 2, frame.width, zoom),
    y: offset(b.y, b.height, focus.y + focus.height / 2, frame.height, zoom),
  };
}
