import { StatusNotice } from '@/components/shell/status-notice';
import { getT } from '@/lib/auth/translator';

/** What requirePermission() shows (with a 403) when the member's role does not allow the page. */
export default async function Forbidden() {
  const t = await getT();
  return (
    <StatusNotice status={403} title={t('forbidden.title')} detail={t('forbidden.detail')} back={t('forbidden.back')} />
  );
}
