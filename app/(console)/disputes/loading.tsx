import { DataTableSkeleton } from '@/components/data-table/skeleton';

export default function Loading() {
  return <DataTableSkeleton />;
}
