/** A string hashed to 32 bits (FNV-1a, then mixed), to seed a row's generator. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** Draws from one row's own stream of numbers: the same seed, kind and row give the same row. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with this probability. */
  chance(probability: number): boolean;
  /** `count` different items, in a random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

/**
 * A row's random numbers (mulberry32) seeded by (seed, kind, index). Rows do not depend on one
 * another, so a row — and the citation a reference points at — can be made on its own.
 */
export function randomFor(seed: number | string, ...path: (string | number)[]): Random {
  let state = hash32([seed, ...path].join('\u0000'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const taken: T[] = [];
      while (taken.length < count && pool.length > 0) {
        const [item] = pool.splice(Math.floor(next() * pool.length), 1);
        if (item !== undefined) taken.push(item);
      }
      return taken;
    },
  };
}

/** A template's `{name}` holes filled from `values`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole);
}
