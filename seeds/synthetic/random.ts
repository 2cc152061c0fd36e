// A seeded pseudo-random generator, so that one seed always yields the same data set, row for row.
// sfc32 is small, fast and passes PractRand far beyond what a data generator draws; Math.random
// is never used because it cannot be seeded.

/** cyrb128: a 128-bit hash of a string, to seed sfc32 from any text (seed plus labels). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
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

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare: number | null = null;

  /**
   * A generator for a seed and a path of labels. Independent streams (one per company, per cycle)
   * let a part be regenerated alone and keep the rest unchanged when one part draws more numbers.
   */
  static from(seed: string | number, ...labels: (string | number)[]): Rng {
    return new Rng(cyrb128([String(seed), ...labels.map(String)].join('\u001f')));
  }

  private constructor([a, b, c, d]: [number, number, number, number]) {
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    // The first outputs of sfc32 still echo the seed; discard them.
    for (let i = 0; i < 15; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  uniform(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Standard normal (Box–Muller); the second value of each pair is kept for the next call. */
  normal(mean = 0, sd = 1): number {
    if (this.spare !== null) {
      const z = this.spare;
      this.spare = null;
      return mean + sd * z;
    }
    let u = this.next();
    while (u === 0) u = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    const theta = 2 * Math.PI * this.next();
    this.spare = r * Math.sin(theta);
    return mean + sd * r * Math.cos(theta);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** An index drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let x = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i]!;
      if (x < 0) return i;
    }
    return weights.length - 1;
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** A version 4 UUID whose random bits come from this generator (RFC 9562 layout). */
  uuid(): string {
    const w0 = this.uint32(),
      w1 = this.uint32(),
      w2 = this.uint32(),
      w3 = this.uint32();
    const b6 = ((w1 >>> 8) & 0x0f) | 0x40; // version 4
    const b8 = ((w2 >>> 24) & 0x3f) | 0x80; // variant 10xx
    return (
      HEX[w0 >>> 24]! +
      HEX[(w0 >>> 16) & 255]! +
      HEX[(w0 >>> 8) & 255]! +
      HEX[w0 & 255]! +
      '-' +
      HEX[w1 >>> 24]! +
      HEX[(w1 >>> 16) & 255]! +
      '-' +
      HEX[b6]! +
      HEX[w1 & 255]! +
      '-' +
      HEX[b8]! +
      HEX[(w2 >>> 16) & 255]! +
      '-' +
      HEX[(w2 >>> 8) & 255]! +
      HEX[w2 & 255]! +
      HEX[w3 >>> 24]! +
      HEX[(w3 >>> 16) & 255]! +
      HEX[(w3 >>> 8) & 255]! +
      HEX[w3 & 255]!
    );
  }
}

export const clamp = (x: number, min: number, max: number) => (x < min ? min : x > max ? max : x);
