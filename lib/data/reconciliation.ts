import 'server-only';
import { addDays } from '@/core/calendar';
import { reconciliation } from '@/lib/merchant-api';

/** Everything the reconciliation page shows, or `unsupported` on a deployment without the extension. */
export async function loadReconciliation(today: string) {
  const from = `${today.slice(0, 8)}01`;
  const to = addDays(from.slice(0, 8) + '28', 4).slice(0, 8) + '01';
  const summary = await reconciliation.summary(from, addDays(to, -1));
  if (summary.kind === 'unsupported') return summary;
  const [statements, exceptions, mappings] = await Promise.all([
    reconciliation.statements(5),
    reconciliation.exceptions('OPEN'),
    reconciliation.mappings(),
  ]);
  const latest = statements.kind === 'found' ? (statements.data[0] ?? null) : null;
  const lines = latest ? await reconciliation.lines(latest.uuid) : null;
  return {
    kind: 'found' as const,
    period: { from, to: addDays(to, -1) },
    summary: summary.data,
    latest,
    lines: lines?.kind === 'found' ? lines.data : [],
    exceptions: exceptions.kind === 'found' ? exceptions.data : [],
    mappings: mappings.kind === 'found' ? mappings.data : [],
  };
}
