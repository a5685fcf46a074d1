import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseResponse, EvidenceUpload } from '@/components/cases/case-actions';
import { CaseDetail } from '@/components/cases/case-detail';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { Alert } from '@/components/ui/alert';
import { EVIDENCE_MAX_FILES } from '@/core/cases';
import { requirePermission } from '@/lib/auth';
import { can } from '@/lib/auth/permissions';
import { getCase, payerHistory, payerNames } from '@/lib/cases/data';
import { PayerHistory } from '@/components/cases/payer-history';
import { getDisplay } from '@/lib/lists/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';
import { toCaseRow } from '@/lib/cases/rows';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('cases.case') };
}

async function CasePage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const [lookup, display] = await Promise.all([getCase(id), getDisplay()]);
  if (lookup.kind === 'unsupported')
    return (
      <UnsupportedDetail
        back={{ href: '/disputes', label: t('nav.disputes') }}
        what={t('cases.case')}
        id={id}
        detail={lookup.detail}
      />
    );
  if (lookup.kind === 'not_found') notFound();
  const found = lookup.data.case;
  // The payer's name and history (their other payments and cases), read side by side; the page works without them.
  const [names, history] = await Promise.all([
    payerNames([found.endUserId]),
    found.endUserId ? payerHistory(found.endUserId) : null,
  ]);
  const row = toCaseRow(
    found,
    new Date(),
    found.endUserId ? (names.get(found.endUserId) ?? null) : null,
    display.timeZone,
  );
  const evidence = lookup.data.evidence;
  const payer = row.endUserId ? { id: row.endUserId, name: row.payerName ?? null } : null;
  const needsResponse = row.status === 'NEEDS_RESPONSE';
  const acts = can(session.user.access, 'cases:act');
  return (
    <CaseDetail
      case={row}
      evidence={evidence}
      payer={payer}
      display={display}
      t={t}
      history={
        history && payer ? (
          <PayerHistory caseId={row.id} payer={payer} history={history} display={display} t={t} />
        ) : null
      }
      upload={acts && needsResponse && evidence.length < EVIDENCE_MAX_FILES ? <EvidenceUpload caseId={row.id} /> : null}
      respond={
        acts ? (
          <CaseResponse caseId={row.id} evidenceCount={evidence.length} available={needsResponse} />
        ) : needsResponse ? (
          <Alert tone="info">{t('cases.readOnly')}</Alert>
        ) : null
      }
    />
  );
}

export default withPageMessages('(console)/disputes/[id]', CasePage);
