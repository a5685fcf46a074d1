import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { createLoader, parseAsString, type SearchParams } from 'nuqs/server';
import { runSearch } from '@/lib/search/data';
import { SearchResults } from '@/components/search/search-results';
import { getDisplay } from '@/lib/lists/data';
import { buttonClasses } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('search.title') };
}

const loadSearchParams = createLoader({ q: parseAsString.withDefault(''), in: parseAsString });

async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission('read');
  const { q, in: group } = await loadSearchParams(searchParams);
  const [outcome, display, t] = await Promise.all([runSearch(q, { group }), getDisplay(), getT()]);
  // An exact id or code that names exactly one record opens it.
  if (outcome.jump) redirect(outcome.jump);
  return (
    <>
      <PageHeader title={t('search.title')} description={t('search.pageDescription')} />
      <form role="search" action="/search" method="get" className="mb-6 flex max-w-2xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          {t('search.inputLabel')}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('search.inputPlaceholder')}
          aria-describedby="search-syntax"
          className={`${controlClasses} h-10`}
        />
        <button type="submit" className={buttonClasses()}>
          {t('search.submit')}
        </button>
      </form>
      <p id="search-syntax" className="-mt-4 mb-6 max-w-2xl text-xs text-slate-600 dark:text-slate-400">
        {t('search.syntax')}
      </p>
      <SearchResults outcome={outcome} display={display} />
    </>
  );
}

export default withPageMessages('(console)/search', SearchPage);
