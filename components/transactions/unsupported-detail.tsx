import { UnsupportedNotice } from '@/components/data-table/unsupported-notice';
import { DetailHeader } from '@/components/detail/detail';
import { getT } from '@/lib/auth/translator';

/** A record the connected API cannot fetch by id: say so, and offer the list and the search. */
export async function UnsupportedDetail({
  back,
  what,
  id,
  detail,
}: {
  back: { href: string; label: string };
  what: string;
  id: string;
  detail: string;
}) {
  const t = await getT();
  return (
    <>
      <DetailHeader back={back} eyebrow={what} title={<code className="font-mono text-lg">{id}</code>} />
      <UnsupportedNotice
        title={t('detail.unsupported', { what: what.toLowerCase() })}
        detail={detail}
        lookupLabel={t('detail.lookupLabel')}
      />
    </>
  );
}
