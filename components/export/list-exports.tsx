import { can, type Access } from '@/lib/auth/permissions';
import { ExportButton } from './export-button';

/**
 * A list's CSV and JSON Lines downloads (current filters, every page), for roles that may export, and only
 * when the connected API can list the resource (an export of a list it lacks would be a 404).
 */
export function ListExports({
  listPath,
  access,
  available = true,
}: {
  listPath: string;
  access: Access;
  available?: boolean;
}) {
  if (!available || !can(access, 'exports')) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ExportButton listPath={listPath} format="csv" />
      <ExportButton listPath={listPath} format="jsonl" />
    </div>
  );
}
