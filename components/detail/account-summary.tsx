import { Link } from '@/components/ui/link';
import { getT } from '@/lib/auth/translator';
import type { Account, Lookup } from '@/lib/merchant-api';
import { Code, Muted, StatusBadge } from './values';

/** One account referenced by another record: institution, last 4, status and its end user, linked. */
export async function AccountSummary({
  label,
  id,
  lookup,
}: {
  label: string;
  id: string | null;
  lookup: Lookup<Account> | null;
}) {
  const t = await getT();
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</p>
      {!id ? (
        <Muted>—</Muted>
      ) : lookup?.kind === 'found' ? (
        <AccountLines account={lookup.data} />
      ) : (
        <div className="space-y-1 text-sm">
          <Code value={id} href={`/accounts/${encodeURIComponent(id)}`} short />
          {lookup?.kind === 'not_found' ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('accountSummary.notFound')}</p>
          ) : null}
        </div>
      )}
    </div>
  );
}

async function AccountLines({ account }: { account: Account }) {
  const t = await getT();
  const user = account.endUser;
  return (
    <div className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          href={`/accounts/${encodeURIComponent(account.uuid)}`}
          className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {account.institution?.name ?? t('kind.account')} {account.last4 ? `···· ${account.last4}` : ''}
        </Link>
        <StatusBadge status={account.currentStatus} t={t} />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <Code value={account.code ?? account.uuid} />
      </p>
      {user ? (
        <p>
          <Link
            href={`/end-users/${encodeURIComponent(user.uuid)}`}
            className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
          >
            {user.displayName ?? user.code ?? user.uuid}
          </Link>
          {user.email ? <span className="text-slate-500 dark:text-slate-400"> · {user.email}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
