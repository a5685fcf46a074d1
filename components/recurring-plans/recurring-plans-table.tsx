'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { useT } from '@/lib/i18n/client';
import type { ApiErrorInfo, PageInfo } from '@/lib/merchant-api/types';
import type { RecurringPlanRow } from '@/lib/lists/list-rows';
import { getRecurringPlanColumns } from './columns';

const rowId = (p: RecurringPlanRow) => p.uuid;
const rowHref = (p: RecurringPlanRow) => `/recurring-plans/${encodeURIComponent(p.uuid)}`;

export function RecurringPlansTable(props: {
  rows: RecurringPlanRow[];
  pageInfo: PageInfo | null;
  display: Display;
  directory: DirectoryOptions;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
}) {
  const { rows, pageInfo, display, directory, filtered, error, unreadable } = props;
  const t = useT();
  const columns = useMemo(() => getRecurringPlanColumns({ display, directory, t }), [display, directory, t]);
  return (
    <DataTable
      label={t('nav.recurringPlans')}
      columns={columns}
      data={rows}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={rowHref}
      error={error}
      unreadable={unreadable}
      emptyTitle={t('list.recurring-plans.empty')}
      filtered={filtered}
    />
  );
}
