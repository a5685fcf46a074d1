import { can, type Role } from '@/lib/auth/permissions';
import { ExportButton } from './export-button';

/** A list's CSV and JSON Lines downloads (current filters, every page), for roles that may export. */
export function ListExports({ listPath, role }: { listPath: string; role: Role }) {
  if (!can(role, 'exports')) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ExportButton listPath={listPath} format="csv" />
      <ExportButton listPath={listPath} format="jsonl" />
    </div>
  );
}
