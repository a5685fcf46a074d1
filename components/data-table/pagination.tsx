'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { PAGE_SIZES } from '@/lib/merchant-api/filters';
import type { PageInfo } from '@/lib/merchant-api/types';
import { useT } from '@/lib/i18n/client';
import type { TableQuery } from './use-table-query';

/** Previous/Next (the API says only whether a next page exists) and the page size. */
export function DataTablePagination({
  pageInfo,
  rowCount,
  query,
}: {
  pageInfo: PageInfo;
  rowCount: number;
  query: TableQuery;
}) {
  const id = useId();
  const t = useT();
  const { setValues, isPending } = query;
  // The page the rows are from (the URL and the rows change together: the URL commits with the new rows).
  const { page, pageSize } = pageInfo;
  const first = rowCount ? (page - 1) * pageSize + 1 : 0;
  const last = (page - 1) * pageSize + rowCount;

  return (
    <nav
      aria-label={t('table.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-size`} className="whitespace-nowrap">
          {t('table.rowsPerPage')}
        </label>
        <select
          id={`${id}-size`}
          value={pageSize}
          onChange={(event) => setValues({ page_size: Number(event.target.value), page: null })}
          className={cn(controlClasses, 'h-8 w-20 pr-7')}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite" className="tabular-nums">
        {rowCount ? t('table.rowsRange', { first, last }) : t('table.noRows')} · {t('table.page', { page })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1 || isPending}
          onClick={() => setValues({ page: page - 1 <= 1 ? null : page - 1 })}
        >
          {t('table.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!pageInfo.hasNextPage || isPending}
          onClick={() => setValues({ page: page + 1 })}
        >
          {t('table.next')}
        </Button>
      </div>
    </nav>
  );
}
