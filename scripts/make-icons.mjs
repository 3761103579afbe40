// Draws the console's icons (public/*.svg, public/*.png) from one shape list, with Node built-ins
// only: each shape is written as SVG and rasterised with 4×4 supersampling into an RGBA PNG
// (zlib deflate + CRC-32), so the PNGs and the SVG never drift apart. Run: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const ACCENT = [0x25, 0x63, 0xeb]; // --mc-accent
const WHITE = [0xff, 0xff, 0xff];
const hex = (c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** The mark on a 100×100 canvas: an orbit ring, a core and a satellite on the ring. */
function mark(scale) {
  const c = 50;
  const r = 27 * scale;
  const angle = -Math.PI / 4;
  return [
    { kind: 'ring', cx: c, cy: c, r, width: 7 * scale, color: WHITE },
    { kind: 'circle', cx: c, cy: c, r: 10 * scale, color: WHITE },
    { kind: 'circle', cx: c + r * Math.cos(angle), cy: c + r * Math.sin(angle), r: 9 * scale, color: ACCENT },
    {
      kind: 'circle',
      cx: c + r * Math.cos(angle),
      cy: c + r * Math.sin(angle),
      r: 6.5 * scale,
      color: WHITE,
    },
  ];
}

// "any" icons: a rounded tile; maskable: full bleed with the mark inside the 80 % safe circle.
const regular = [{ kind: 'rect', radius: 18, color: ACCENT }, ...mark(1)];
const maskable = [{ kind: 'rect', radius: 0, color: ACCENT }, ...mark(0.72)];

function toSvg(shapes) {
  const body = shapes.map((s) => {
    if (s.kind === 'rect') return `<rect width="100" height="100" rx="${s.radius}" fill="${hex(s.color)}"/>`;
    if (s.kind === 'ring')
      return `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="none" stroke="${hex(s.color)}" stroke-width="${s.width}"/>`;
    return `<circle cx="${s.cx.toFixed(2)}" cy="${s.cy.toFixed(2)}" r="${s.r}" fill="${hex(s.color)}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body.join('')}</svg>\n`;
}

/** Whether canvas point (x, y) (0..100) lies inside the shape. */
function inside(s, x, y) {
  if (s.kind === 'rect') {
    const r = s.radius;
    const dx = Math.max(r - x, 0, x - (100 - r));
    const dy = Math.max(r - y, 0, y - (100 - r));
    return r === 0 || dx * dx + dy * dy <= r * r;
  }
  const d = Math.hypot(x - s.cx, y - s.cy);
  if (s.kind === 'ring') return Math.abs(d - s.r) <= s.width / 2;
  return d <= s.r;
}

function rasterise(shapes, size) {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = ((px + (sx + 0.5) / n) / size) * 100;
          const y = ((py + (sy + 0.5) / n) / size) * 100;
          let color = null;
          for (const s of shapes) if (inside(s, x, y)) color = s.color; // painter's order
          if (color) {
            r += color[0];
            g += color[1];
            b += color[2];
            a += 1;
          }
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        pixels[o] = Math.round(r / a);
        pixels[o + 1] = Math.round(g / a);
        pixels[o + 2] = Math.round(b / a);
      }
      pixels[o + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}
function toPng(pixels, size) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outputs = [
  ['public/icon.svg', () => toSvg(regular)],
  ['public/icon-maskable.svg', () => toSvg(maskable)],
  ['public/icon-192.png', () => toPng(rasterise(regular, 192), 192)],
  ['public/icon-512.png', () => toPng(rasterise(regular, 512), 512)],
  ['public/icon-maskable-512.png', () => toPng(rasterise(maskable, 512), 512)],
  ['public/apple-touch-icon.png', () => toPng(rasterise(maskable, 180), 180)],
  ['public/favicon-32.png', () => toPng(rasterise(regular, 32), 32)],
];
for (const [path, make] of outputs) {
  writeFileSync(path, make());
  console.log(`wrote ${path}`);
}
