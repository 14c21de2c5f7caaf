// The simulator's randomness: a 32-bit FNV-1a hash of a text seeds mulberry32, so the same seed text (a city pair, a
// pair and a date) always draws the same numbers, on every machine and in every process.

export const hashSeed = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export type TRandom = {
  /** In [0, 1). */
  next: () => number;
  /** An integer in [lo, hi]. */
  int: (lo: number, hi: number) => number;
  chance: (p: number) => boolean;
};

export const seededRandom = (seedText: string): TRandom => {
  let a = hashSeed(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
  };
};
