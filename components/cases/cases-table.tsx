'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { NO_DIRECTORY } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { useT } from '@/lib/i18n/client';
import type { ApiErrorInfo, PageInfo } from '@/lib/merchant-api/types';
import { caseHref, type CaseRow } from '@/lib/cases/rows';
import { getCaseColumns } from './columns';

const rowId = (c: CaseRow) => c.id;
const rowHref = (c: CaseRow) => caseHref(c.id);

export function CasesTable(props: {
  rows: CaseRow[];
  pageInfo: PageInfo | null;
  display: Display;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
}) {
  const { rows, pageInfo, display, filtered, error, unreadable } = props;
  const t = useT();
  const columns = useMemo(() => getCaseColumns({ display, directory: NO_DIRECTORY, t }), [display, t]);
  return (
    <DataTable
      label={t('nav.disputes')}
      columns={columns}
      data={rows}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={rowHref}
      error={error}
      unreadable={unreadable}
      emptyTitle={t('cases.empty')}
      filtered={filtered}
    />
  );
}
