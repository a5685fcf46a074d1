'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useT } from '@/lib/i18n/client';
import { accountLine, type Party } from '@/lib/lists/parties';
import { shortId } from './values';

/**
 * An account shown by who holds it: the end user's name over institution and last 4, the id on hover and
 * a copy button. Without a party (lookup failed, or no such account) the abbreviated id stands in.
 */
export function PartyCell({ id, party }: { id: string | null | undefined; party: Party | undefined }) {
  if (!id) return <span className="muted">—</span>;
  const href = `/accounts/${encodeURIComponent(id)}`;
  const line = party ? accountLine(party) : null;
  return (
    <span className="party" data-party={id}>
      <span className="min-w-0">
        <Link href={href} title={id} className="party-name">
          {party ? (party.name ?? line ?? shortId(id)) : <code className="font-mono text-xs">{shortId(id)}</code>}
        </Link>
        {party?.name && line ? <span className="party-line">{line}</span> : null}
      </span>
      <CopyId id={id} />
    </span>
  );
}

function CopyId({ id }: { id: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  // Before hydration the button could not copy: the HTML has its look-alike, not its title and live region.
  if (!hydrated) return <span className="copy-id" aria-hidden="true" />;
  return (
    <>
      <button
        type="button"
        title={t('party.copyId', { id })}
        onClick={() => {
          void navigator.clipboard?.writeText(id).then(
            () => setCopied(true),
            () => undefined,
          );
        }}
        onBlur={() => setCopied(false)}
        className="copy-id"
        data-copied={copied ? '' : undefined}
      />
      <span role="status" className="sr-only">
        {copied ? t('party.copied', { id }) : ''}
      </span>
    </>
  );
}
