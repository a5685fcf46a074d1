import { authorizeRequest } from '@/lib/auth';
import { searchAccounts } from '@/lib/forms/pickers';

/** Connected accounts for the account pickers of the action forms (?q=…&merchant_id=…&end_user_uuid=…). */
export async function GET(request: Request) {
  const authz = await authorizeRequest('read', 'accounts.lookup');
  if (!authz.ok) return authz.response;
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').slice(0, 200);
  const merchantId = url.searchParams.get('merchant_id')?.trim() || undefined;
  const endUserId = url.searchParams.get('end_user_uuid')?.trim() || undefined;
  return Response.json(await searchAccounts(query, { merchantId, endUserId }), {
    headers: { 'cache-control': 'no-store' },
  });
}
