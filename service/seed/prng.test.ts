import { describe, expect, it } from 'vitest';
import { Prng } from './prng';

describe('Prng', () => {
  it('repeats itself for the same seed', () => {
    const a = new Prng(42);
    const b = new Prng(42);
    const draw = (p: Prng) => [p.next(), p.int(1, 6), p.uuid(), p.code('PAY')];
    expect(draw(a)).toEqual(draw(b));
    expect(new Prng(43).next()).not.toBe(new Prng(42).next());
  });

  it('stays in range and looks uniform', () => {
    const p = new Prng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[p.int(1, 6) - 1]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('makes well-formed ids', () => {
    const p = new Prng(1);
    expect(p.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(p.code('ACC')).toMatch(/^ACC-[0-9A-Z]{10}$/);
  });

  it('weights picks', () => {
    const p = new Prng(3);
    let a = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        p.weighted([
          ['a', 3],
          ['b', 1],
        ] as const) === 'a'
      )
        a++;
    expect(a).toBeGreaterThan(7_200);
    expect(a).toBeLessThan(7_800);
  });
});
