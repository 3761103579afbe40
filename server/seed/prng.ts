/**
 * Seeded randomness for the demo estate. Everything random in `server/seed` comes from here so
 * that one seed always yields the same rows: a small PRNG (sfc32) for streams of choices, and a
 * string hash (cyrb128) for ids derived from a stable key, so an id does not move when an
 * unrelated part of the generator draws one more number.
 */

/** cyrb128: four 32-bit lanes of a fast, well-mixed string hash (not cryptographic). */
export function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const hex8 = (n: number): string => n.toString(16).padStart(8, '0');

/** A version-4-shaped UUID derived from `seed` and a stable `key` (same inputs, same id). */
export function uuidFrom(seed: number, key: string): string {
  const [a, b, c, d] = hash128(`${seed}|${key}`);
  const h = hex8(a) + hex8(b) + hex8(c) + hex8(d);
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A seeded stream of pseudo-random numbers (sfc32) with the helpers the generators need. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    [this.a, this.b, this.c, this.d] = hash128(String(seed));
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    const total = options.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of options) {
      r -= w;
      if (r < 0) return value;
    }
    const last = options[options.length - 1];
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** `n` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) {
      const i = Math.floor(this.next() * copy.length);
      out.push(copy.splice(i, 1)[0] as T);
    }
    return out;
  }

  /** A lowercase hex string of `len` characters (pod suffixes, hashes). */
  hex(len: number): string {
    let s = '';
    while (s.length < len) s += Math.floor(this.next() * 16).toString(16);
    return s;
  }

  /** A Kubernetes-style random suffix of `len` characters. */
  suffix(len: number): string {
    const alphabet = 'bcdfghjklmnpqrstvwxz2456789';
    let s = '';
    for (let i = 0; i < len; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }

  /** A child stream, independent of how much this one is used afterwards. */
  fork(label: string): Rng {
    return new Rng(`${this.a}:${this.b}:${label}`);
  }
}
