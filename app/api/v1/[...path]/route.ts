import { serviceFetch } from '@/lib/embedded-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The Merchant Payments API, mounted on the console's port. */
function handle(request: Request): Promise<Response> {
  return serviceFetch(request);
}

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
