'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { useT } from '@/lib/i18n/client';
import type { ApiErrorInfo, PageInfo } from '@/lib/merchant-api/types';
import type { CheckoutLinkRow, ConnectLinkRow } from '@/lib/lists/list-rows';
import { getCheckoutLinkColumns, getConnectLinkColumns } from './columns';

interface Props<T> {
  rows: T[];
  pageInfo: PageInfo | null;
  display: Display;
  directory: DirectoryOptions;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
}

const rowId = (l: { uuid: string }) => l.uuid;

export function ConnectLinksTable({
  rows,
  pageInfo,
  display,
  directory,
  filtered,
  error,
  unreadable,
}: Props<ConnectLinkRow>) {
  const t = useT();
  const columns = useMemo(() => getConnectLinkColumns({ display, directory, t }), [display, directory, t]);
  return (
    <DataTable
      label={t('nav.connectLinks')}
      columns={columns}
      data={rows}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={(l) => `/connect-links/${encodeURIComponent(l.uuid)}`}
      error={error}
      unreadable={unreadable}
      emptyTitle={t('list.connect-links.empty')}
      filtered={filtered}
    />
  );
}

export function CheckoutLinksTable({
  rows,
  pageInfo,
  display,
  directory,
  filtered,
  error,
  unreadable,
}: Props<CheckoutLinkRow>) {
  const t = useT();
  const columns = useMemo(() => getCheckoutLinkColumns({ display, directory, t }), [display, directory, t]);
  return (
    <DataTable
      label={t('nav.checkoutLinks')}
      columns={columns}
      data={rows}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={(l) => `/checkout-links/${encodeURIComponent(l.uuid)}`}
      error={error}
      unreadable={unreadable}
      emptyTitle={t('list.checkout-links.empty')}
      filtered={filtered}
    />
  );
}
