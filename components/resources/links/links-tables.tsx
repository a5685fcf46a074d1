'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DirectoryOptions } from '@/components/resources/shared/directory';
import type { Display } from '@/components/resources/shared/display';
import type { ApiErrorInfo, CheckoutLink, ConnectLink, PageInfo } from '@/lib/merchant-api/types';
import { getCheckoutLinkColumns, getConnectLinkColumns } from './columns';
import { linkParsers } from './search-params';

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

export function ConnectLinksTable({ rows, pageInfo, display, directory, filtered, error, unreadable }: Props<ConnectLink>) {
  const columns = useMemo(() => getConnectLinkColumns({ display, directory }), [display, directory]);
  return (
    <DataTable
      label="Connect links"
      columns={columns}
      data={rows}
      parsers={linkParsers}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={(l) => `/connect-links/${encodeURIComponent(l.uuid)}`}
      error={error}
      unreadable={unreadable}
      emptyTitle="No connect links"
      filtered={filtered}
    />
  );
}

export function CheckoutLinksTable({ rows, pageInfo, display, directory, filtered, error, unreadable }: Props<CheckoutLink>) {
  const columns = useMemo(() => getCheckoutLinkColumns({ display, directory }), [display, directory]);
  return (
    <DataTable
      label="Checkout links"
      columns={columns}
      data={rows}
      parsers={linkParsers}
      pageInfo={pageInfo}
      getRowId={rowId}
      getRowHref={(l) => `/checkout-links/${encodeURIComponent(l.uuid)}`}
      error={error}
      unreadable={unreadable}
      emptyTitle="No checkout links"
      filtered={filtered}
    />
  );
}
