import type { Metadata } from 'next';
import { PaymentActions } from '@/components/transactions/payment-actions';
import { KIND_KEYS, KIND_LABEL } from '@/lib/transactions/kinds';
import { loadTransactionPage } from '@/lib/transactions/data';
import { TransactionDetail } from '@/components/transactions/transaction-detail';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { getDisplay } from '@/lib/lists/data';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';
import { caseOfPayment } from '@/lib/cases/data';
import { caseHref } from '@/lib/cases/rows';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';

/** A case's outcome, shown beside the payment's status (which stays DISPUTED or REVERSED: the case says how it ended). */
const isDecided = (status: string): status is 'WON' | 'LOST' | 'ACCEPTED' =>
  status === 'WON' || status === 'LOST' || status === 'ACCEPTED';

/** Only a disputed or returned payment can have a case: no case read for the others. */
const MAY_HAVE_CASE = new Set(['DISPUTED', 'REVERSED']);

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.payment') };
}

async function PaymentPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const [data, display] = await Promise.all([loadTransactionPage('payment', id), getDisplay()]);
  if (data.kind === 'unsupported') {
    return (
      <UnsupportedDetail
        back={{ href: KIND_LABEL.payment.path, label: t(KIND_KEYS.payment.many) }}
        what={t('kind.payment')}
        id={id}
        detail={data.detail}
      />
    );
  }
  const paymentCase = MAY_HAVE_CASE.has(data.transaction.status ?? '')
    ? await caseOfPayment(data.transaction.uuid)
    : null;
  return (
    <TransactionDetail
      kind="payment"
      transaction={data.transaction}
      origin={data.origin}
      destination={data.destination}
      directory={data.directory}
      display={display}
      statusUrl={`/payments/${encodeURIComponent(data.transaction.uuid)}/status`}
      actions={
        <>
          {paymentCase ? (
            <Link
              href={caseHref(paymentCase.id)}
              className={buttonClasses({ variant: 'secondary' })}
              title={t('cases.onPayment', {
                kind: t(paymentCase.kind === 'RETURN' ? 'cases.kind.RETURN' : 'cases.kind.DISPUTE').toLowerCase(),
              })}
            >
              {t('cases.open', { code: paymentCase.code || paymentCase.id })}
            </Link>
          ) : null}
          {paymentCase && isDecided(paymentCase.status) ? (
            <span data-testid="case-outcome" className="self-center text-sm text-slate-600 dark:text-slate-400">
              {t('cases.paymentOutcome', {
                kind: t(paymentCase.kind === 'RETURN' ? 'cases.kind.RETURN' : 'cases.kind.DISPUTE').toLowerCase(),
                outcome: t(`cases.outcome.${paymentCase.status}`),
              })}
            </span>
          ) : null}
          <PaymentActions
            payment={data.transaction}
            target={data.refundTarget}
            blocked={data.refundBlocked}
            access={session.user.access}
            language={display.language}
          />
        </>
      }
    />
  );
}

export default withPageMessages('(console)/payments/[id]', PaymentPage);
