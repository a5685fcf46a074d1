import { describe, expect, it } from 'vitest';
import { excerpt, retryDelayMs, subscribes } from './rules';

const policy = { baseMs: 5_000, capMs: 36_000_000 };

describe('retryDelayMs', () => {
  it('doubles per failure, between half and all of the exponential step', () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(2_500);
    expect(retryDelayMs(1, policy, () => 1)).toBe(5_000);
    expect(retryDelayMs(2, policy, () => 1)).toBe(10_000);
    expect(retryDelayMs(4, policy, () => 0.5)).toBe(30_000);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(retryDelayMs(60, policy, () => 1)).toBe(36_000_000);
    expect(retryDelayMs(10_000, policy, () => 0)).toBe(18_000_000);
  });
});

describe('subscribes', () => {
  it('takes * as every type and otherwise the exact types', () => {
    expect(subscribes(['*'], 'payment.created')).toBe(true);
    expect(subscribes(['payment.succeeded'], 'payment.succeeded')).toBe(true);
    expect(subscribes(['payment.succeeded'], 'payment.failed')).toBe(false);
  });
});

describe('excerpt', () => {
  it('keeps one line of at most the given length', () => {
    expect(excerpt('a\n  b')).toBe('a b');
    expect(excerpt('x'.repeat(10), 4)).toBe('xxxx…');
  });
});
