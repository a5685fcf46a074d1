import { UnsupportedNotice } from '@/components/data-table/states';
import { DetailHeader } from '@/components/resources/shared/detail';

/** A record the connected API cannot fetch by id: say so, and offer the list and the search. */
export function UnsupportedDetail({ back, what, id, detail }: { back: { href: string; label: string }; what: string; id: string; detail: string }) {
  return (
    <>
      <DetailHeader back={back} eyebrow={what} title={<code className="font-mono text-lg">{id}</code>} />
      <UnsupportedNotice title={`This ${what.toLowerCase()} cannot be shown`} detail={detail} lookupLabel="Search by id, code, reference or email" />
    </>
  );
}
