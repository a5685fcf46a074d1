/**
 * Scale maths for the overview's SVG charts. Values here are only geometry (bar heights, gridlines); the
 * figures a member reads are formatted from the exact integers, never from these.
 */

/** A "nice" top of the axis (1, 2, 2.5 or 5 × 10ⁿ steps) and its gridline values, zero first. */
export function niceScale(max: number, targetTicks = 4): { top: number; ticks: number[] } {
  if (!Number.isFinite(max) || max <= 0) return { top: 1, ticks: [0, 1] };
  const rough = max / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return { top, ticks };
}

/** At most `max` evenly spread indices of `count` items, always the first and the last. */
export function labelIndices(count: number, max = 6): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, i) => Math.round(i * step)))];
}

/** A BigInt as a number for geometry (precision loss beyond 2^53 is invisible in a bar). */
export function toPlotNumber(value: bigint | number): number {
  return typeof value === 'bigint' ? Number(value) : value;
}
