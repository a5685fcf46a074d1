import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { labelIndices, niceScale } from '@/lib/overview/chart';

export interface BarSegment {
  value: number;
  /** Tailwind fill classes (light and dark). */
  className: string;
}

export interface Bar {
  key: string;
  /** Axis label (shown for a few bars). */
  label: string;
  /** Stacked bottom to top. */
  segments: BarSegment[];
  /** Native tooltip: the exact figures of this bar. */
  title: string;
}

export interface LegendItem {
  label: string;
  swatchClassName: string;
}

/**
 * A server-rendered stacked bar chart: bars and gridlines in an SVG that stretches to its box, axis labels
 * in HTML (so they stay readable at any width). The SVG is one image with `summary` as its name; the exact
 * figures are in the table the caller passes as `table` (behind "Show as table").
 */
export function BarChart({
  title,
  summary,
  bars,
  formatTick,
  legend,
  table,
  tableLabel,
}: {
  title: string;
  summary: string;
  bars: Bar[];
  formatTick: (value: number) => string;
  legend?: LegendItem[];
  table: ReactNode;
  tableLabel: string;
}) {
  const max = Math.max(0, ...bars.map((bar) => bar.segments.reduce((sum, s) => sum + Math.max(0, s.value), 0)));
  const { top, ticks } = niceScale(max);
  const slot = 10;
  const width = Math.max(1, bars.length) * slot;
  const gap = bars.length > 120 ? 0.5 : bars.length > 45 ? 1.5 : 2.5;
  const y = (value: number) => 100 - (value / top) * 100;
  const labelled = labelIndices(bars.length);

  return (
    <figure className="space-y-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</span>
        {legend?.length ? (
          <span className="flex flex-wrap gap-3 text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
            {legend.map((item) => (
              <span key={item.label} className="inline-flex items-center gap-1.5">
                <span className={`inline-block h-2.5 w-2.5 rounded-sm ${item.swatchClassName}`} />
                {item.label}
              </span>
            ))}
          </span>
        ) : null}
      </figcaption>
      <div className="relative h-44 pl-14">
        <div aria-hidden="true">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute left-0 w-12 -translate-y-1/2 text-right text-[11px] text-slate-500 tabular-nums dark:text-slate-400"
              style={{ top: `${y(tick)}%` }}
            >
              {formatTick(tick)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="h-full w-full overflow-visible"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={width}
              y1={y(tick)}
              y2={y(tick)}
              vectorEffect="non-scaling-stroke"
              className={
                tick === 0 ? 'stroke-slate-400 dark:stroke-slate-600' : 'stroke-slate-200 dark:stroke-slate-800'
              }
              strokeWidth={1}
            />
          ))}
          {bars.map((bar, index) => {
            let base = 0;
            return (
              <g key={bar.key}>
                <title>{bar.title}</title>
                {/* A full-height transparent hit area, so the tooltip shows on short bars too. */}
                <rect x={index * slot} y={0} width={slot} height={100} className="fill-transparent" />
                {bar.segments.map((segment, s) => {
                  const value = Math.max(0, segment.value);
                  if (value === 0) return null;
                  const y1 = y(base + value);
                  const h = y(base) - y1;
                  base += value;
                  return (
                    <rect
                      key={s}
                      x={index * slot + gap / 2}
                      width={slot - gap}
                      y={y1}
                      height={Math.max(h, 0.4)}
                      className={segment.className}
                    />
                  );
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="relative ml-14 h-4" aria-hidden="true">
        {labelled.map((index, i) => {
          const edge =
            labelled.length > 1 && i === 0
              ? 'start'
              : labelled.length > 1 && i === labelled.length - 1
                ? 'end'
                : 'middle';
          const left = edge === 'start' ? 0 : edge === 'end' ? 100 : ((index + 0.5) / bars.length) * 100;
          return (
            <span
              key={bars[index].key}
              className={cn(
                'absolute top-0 text-[11px] whitespace-nowrap text-slate-500 dark:text-slate-400',
                edge === 'end' ? '-translate-x-full' : edge === 'middle' && '-translate-x-1/2',
                // Every other label on narrow screens, so they do not run into each other.
                edge === 'middle' && i % 2 === 1 && 'max-sm:hidden',
              )}
              style={{ left: `${left}%` }}
            >
              {bars[index].label}
            </span>
          );
        })}
      </div>
      <details className="group text-sm">
        <summary className="cursor-pointer rounded text-xs font-medium text-indigo-700 select-none hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300">
          {tableLabel}
        </summary>
        <div className="mt-2 max-h-80 overflow-y-auto" role="region" aria-label={title} tabIndex={0}>
          {table}
        </div>
      </details>
    </figure>
  );
}
