import { DetailSkeleton } from '@/components/data-table/skeleton';

export default function Loading() {
  return <DetailSkeleton />;
}
