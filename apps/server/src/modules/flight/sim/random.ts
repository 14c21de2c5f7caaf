import { createHash } from 'node:crypto';

// The flight simulator's randomness: a seed text (a city pair, a pair and a date, a flight) is hashed with SHA-256,
// block after block, and each four bytes give a draw, so the same seed draws the same numbers everywhere.

export type TDraws = {
  /** In [0, 1). */
  next: () => number;
  /** An integer in [lo, hi]. */
  int: (lo: number, hi: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  /** One of the items, each as likely as its weight. */
  weighted: <T>(items: readonly (readonly [T, number])[]) => T;
};

export const draws = (seed: string): TDraws => {
  let block = 0;
  let buf = Buffer.alloc(0);
  let pos = 0;
  const next = () => {
    if (pos + 4 > buf.length) {
      buf = createHash('sha256').update(`${seed}#${block++}`).digest();
      pos = 0;
    }
    const v = buf.readUInt32BE(pos);
    pos += 4;
    return v / 2 ** 32;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (list) => list[int(0, list.length - 1)]!,
    weighted: (items) => {
      let roll = next() * items.reduce((s, [, w]) => s + w, 0);
      for (const [item, w] of items) {
        roll -= w;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
  };
};

/** A number in [0, 1) of one seed: for a single yes-or-no of a flight (repriced, schedule changed). */
export const share = (seed: string): number => draws(seed).next();
