'use client';

import { useMemo } from 'react';
import { columnHelper, type DataTableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { Display } from '@/lib/lists/display';
import { Code, DateTime, Muted, Text } from '@/components/detail/values';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/client';
import type { Translator } from '@/lib/i18n';
import type { RequestLog } from '@/lib/merchant-api/schemas/developers';
import type { ApiErrorInfo, PageInfo } from '@/lib/merchant-api/types';
import { statusTone } from './status-tone';

const h = columnHelper<RequestLog>();

const detailHref = (log: RequestLog) => `/developers/logs/${encodeURIComponent(log.request_id)}`;

function requestLogColumns(t: Translator, display: Display): DataTableColumn<RequestLog>[] {
  return h.columns([
    h.accessor('status', {
      header: t('dev.logs.status'),
      enableHiding: false,
      cell: ({ getValue }) => <Badge tone={statusTone(getValue())}>{getValue()}</Badge>,
      meta: {
        label: t('dev.logs.status'),
        filters: [
          {
            kind: 'select',
            param: 'status_class',
            label: t('dev.logs.statusClass'),
            primary: true,
            options: ['2xx', '3xx', '4xx', '5xx'].map((value) => ({ value, label: value })),
          },
        ],
      },
    }),
    h.accessor('method', {
      header: t('dev.logs.method'),
      cell: ({ getValue }) => <code className="font-mono text-xs">{getValue()}</code>,
      meta: { label: t('dev.logs.method') },
    }),
    h.accessor('path', {
      header: t('dev.logs.path'),
      enableHiding: false,
      cell: ({ row }) => (
        <Code
          value={row.original.path}
          href={detailHref(row.original)}
          title={row.original.query ? `${row.original.path}?${row.original.query}` : undefined}
        />
      ),
      meta: {
        label: t('dev.logs.path'),
        filters: [
          {
            kind: 'text',
            param: 'path',
            label: t('dev.logs.pathExact'),
            primary: true,
            placeholder: '/payments/create',
          },
        ],
      },
    }),
    h.accessor('client_id', {
      header: t('dev.logs.client'),
      cell: ({ getValue }) => <Code value={getValue()} short />,
      meta: {
        label: t('dev.logs.client'),
        filters: [{ kind: 'text', param: 'client_id', label: t('dev.apiKeys.clientId') }],
      },
    }),
    h.accessor('idempotency_key', {
      header: t('dev.logs.idempotencyKey'),
      cell: ({ getValue }) => <Text value={getValue()} />,
      meta: { label: t('dev.logs.idempotencyKey'), hiddenByDefault: true },
    }),
    h.accessor('request_id', {
      header: t('dev.logs.requestId'),
      cell: ({ getValue }) => <Code value={getValue()} />,
      meta: {
        label: t('dev.logs.requestId'),
        filters: [{ kind: 'text', param: 'request_id', label: t('dev.logs.requestId'), placeholder: 'req_…' }],
      },
    }),
    h.accessor('latency_ms', {
      header: t('dev.logs.latency'),
      cell: ({ getValue }) => <Muted>{t('dev.deliveries.latency', { ms: getValue() })}</Muted>,
      meta: { label: t('dev.logs.latency'), align: 'end' },
    }),
    h.accessor('date_created_gmt', {
      header: t('dev.logs.time'),
      cell: ({ getValue }) => <DateTime value={getValue()} display={display} seconds />,
      meta: {
        label: t('dev.logs.time'),
        filters: [
          {
            kind: 'date',
            label: t('dev.logs.time'),
            fromParam: 'date_from',
            toParam: 'date_to',
            primary: true,
            zone: display.timeZone,
          },
        ],
      },
    }),
  ]);
}

/** The request log's table: server-paged, filters in the URL (status class, path, client, request id, days). */
export function RequestLogsTable(props: {
  rows: RequestLog[];
  pageInfo: PageInfo | null;
  display: Display;
  filtered: boolean;
  error?: ApiErrorInfo | null;
  unreadable?: number;
}) {
  const t = useT();
  const { rows, pageInfo, display, filtered, error, unreadable } = props;
  const columns = useMemo(() => requestLogColumns(t, display), [t, display]);
  return (
    <DataTable
      label={t('nav.logs')}
      columns={columns}
      data={rows}
      pageInfo={pageInfo}
      getRowId={(log) => log.request_id}
      getRowHref={detailHref}
      error={error}
      unreadable={unreadable}
      emptyTitle={t('dev.logs.none')}
      filtered={filtered}
    />
  );
}
