/** Placeholder while the figures load (same layout, so nothing jumps). */
export function OverviewSkeleton({ label }: { label: string }) {
  const block = 'animate-pulse rounded-lg bg-slate-200/70 dark:bg-slate-800/70';
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{label}</span>
      <div className={`${block} h-10 w-72`} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} h-24`} />
        ))}
      </div>
      <div className={`${block} h-72`} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className={`${block} h-64 lg:col-span-3`} />
        <div className={`${block} h-64 lg:col-span-2`} />
      </div>
    </div>
  );
}
