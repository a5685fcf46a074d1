import { getT } from '@/lib/auth/translator';

/*
 * The route loading.tsx skeletons, server components: their bars are drawn by a few elements' backgrounds
 * (app/globals.css, `sk-*`), not one element a bar. A list page's HTML carries its loading boundary's markup
 * even once the list has streamed in, and as a client component the skeleton was also a chunk on every list and
 * detail route's first load (docs/performance.md, "First-load JavaScript").
 */

/** What a list looks like while its first page loads: four filters, a header and ten rows of six cells. */
export async function DataTableSkeleton() {
  const t = await getT();
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-4">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="sk-filters" aria-hidden="true" />
      <div className="sk-table" aria-hidden="true">
        <div className="sk-head" />
        <div className="sk-rows" />
      </div>
    </div>
  );
}

/** A detail page while it loads: its title, then three sections of four lines. */
export async function DetailSkeleton() {
  const t = await getT();
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-6">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="sk-title" aria-hidden="true" />
      <div className="sk-section" aria-hidden="true" />
      <div className="sk-section" aria-hidden="true" />
      <div className="sk-section" aria-hidden="true" />
    </div>
  );
}
