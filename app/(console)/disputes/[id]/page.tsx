import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseResponse, EvidenceUpload } from '@/components/actions/cases/case-actions';
import { CaseDetail } from '@/components/resources/cases/case-detail';
import { UnsupportedDetail } from '@/components/resources/transactions/unsupported-detail';
import { Alert } from '@/components/ui/alert';
import { EVIDENCE_MAX_FILES } from '@/core/cases';
import { requirePermission } from '@/lib/auth';
import { can } from '@/lib/auth/permissions';
import { getCase } from '@/lib/data/cases';
import { getEndUser } from '@/lib/data/end-users';
import { getDisplay } from '@/lib/data/lists';
import { getT } from '@/lib/i18n/server';
import { withPageMessages } from '@/lib/i18n/page-messages';
import { toCaseRow } from '@/lib/resources/cases';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('cases.case') };
}

/** The payer's name for the case page; the page works without it. */
async function payerOf(endUserId: string | null) {
  if (!endUserId) return null;
  try {
    const lookup = await getEndUser(endUserId);
    return { id: endUserId, name: lookup.kind === 'found' ? lookup.data.displayName || null : null };
  } catch {
    return { id: endUserId, name: null };
  }
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
  const row = toCaseRow(lookup.data.case, new Date());
  const evidence = lookup.data.evidence;
  const payer = await payerOf(row.endUserId);
  const needsResponse = row.status === 'NEEDS_RESPONSE';
  const acts = can(session.user.access, 'cases:act');
  return (
    <CaseDetail
      case={row}
      evidence={evidence}
      payer={payer}
      display={display}
      t={t}
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
