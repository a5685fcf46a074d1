import type { BadgeTone } from '@/components/ui/badge';

/** The badge of an HTTP status: 2xx success, 3xx info, 4xx warning, 5xx danger. */
export function statusTone(status: number): BadgeTone {
  return status >= 500 ? 'danger' : status >= 400 ? 'warning' : status >= 300 ? 'info' : 'success';
}
