import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/format';
import type { Translator } from '@/lib/i18n';
import type { RequestLog } from '@/lib/merchant-api/schemas/developers';
import { statusTone } from './status-tone';

/** A stored body, indented when it is JSON (a cut one is shown as stored). */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Body({ title, body, empty, testId }: { title: string; body: string | null; empty: string; testId: string }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {body ? (
        <pre
          className="max-h-[32rem] overflow-auto rounded-lg bg-slate-950 p-4 text-xs text-slate-100"
          data-testid={testId}
        >
          {pretty(body)}
        </pre>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      )}
    </section>
  );
}

/** One API request of the log: what was sent and answered, bodies as the API redacted them. */
export function RequestLogDetail({ log, timeZone, t }: { log: RequestLog; timeZone: string; t: Translator }) {
  const facts: [string, string | null][] = [
    [t('dev.logs.requestId'), log.request_id],
    [t('dev.logs.client'), log.client_id],
    [t('dev.logs.idempotencyKey'), log.idempotency_key],
    [t('dev.logs.query'), log.query],
    [t('dev.logs.latency'), t('dev.deliveries.latency', { ms: log.latency_ms })],
    [t('dev.logs.timeIn', { zone: timeZone }), formatDateTime(log.date_created_gmt, timeZone, { seconds: true })],
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3 font-mono">
            <Badge tone={statusTone(log.status)}>{log.status}</Badge>
            {log.method} {log.path}
          </span>
        }
        description={t('dev.logs.redactedNote')}
      />
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-mono text-xs break-all">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <Body
        title={t('dev.logs.requestBody')}
        body={log.request_body}
        empty={t('dev.logs.noRequestBody')}
        testId="request-body"
      />
      <Body
        title={t('dev.logs.responseBody')}
        body={log.response_body}
        empty={t('dev.logs.noResponseBody')}
        testId="response-body"
      />
      <Link href="/developers/logs" className="text-sm text-indigo-700 hover:underline dark:text-indigo-300">
        {t('dev.logs.back')}
      </Link>
    </div>
  );
}
