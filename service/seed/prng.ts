/**
 * A small seeded random number generator (mulberry32) with the helpers the demo data needs, so the
 * same seed always builds the same data set. Not for anything secret.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** An unsigned 32-bit integer. */
  uint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: `[['A', 3], ['B', 1]]` gives A three times as often as B. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  }

  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(this.int(0, 9));
    return out;
  }

  /** A version-4 shaped UUID from this generator. */
  uuid(): string {
    const hex = () => this.uint32().toString(16).padStart(8, '0');
    const a = hex();
    const b = hex();
    const c = hex();
    const d = hex();
    return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${'89ab'[parseInt(c[0], 16) & 3]}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  }

  /** Like newCode(): LABEL-XXXXXXXXXX in Crockford base32. */
  code(label: string): string {
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    let out = '';
    for (let i = 0; i < 10; i++) out += alphabet[this.int(0, 31)];
    return `${label}-${out}`;
  }
}
