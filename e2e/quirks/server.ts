/**
 * A stand-in for another deployment of the API: spec-shaped responses with every quirk, and none of
 * our extensions (GET by id of payments, payouts/deposits/recurring-plans lists… answer 404). Only the
 * paths the spec documents exist, transfers only at /transfer/list/, tokens expire in 3600 s.
 * Run: npx tsx e2e/quirks/server.ts [port=3201]
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import * as f from './fixtures';

const app = new Hono().basePath('/api/v1');
const TOKEN = 'quirky-token';

app.post('/oauth/token', async (c) => {
  const body = (await c.req.json().catch(() => ({}))) as Record<string, string>;
  if (body.client_id !== 'quirky-client' || body.client_secret !== 'quirky-secret')
    return c.json({ error: 'access_denied', error_description: 'Unauthorized' }, 401);
  return c.json({
    access_token: TOKEN,
    scope: 'read:connect write:connect read:payments write:payments read:accounts write:accounts write:transaction',
    expires_in: 3600,
    token_type: 'Bearer',
  });
});

app.use('*', async (c, next) => {
  if (c.req.path.endsWith('/oauth/token')) return next();
  if (c.req.header('authorization') !== `Bearer ${TOKEN}`) return c.json({ message: 'Unauthorized' }, 401);
  await next();
});

const pageOf = <T>(items: T[], url: string) => {
  const params = new URL(url).searchParams;
  const page = Number(params.get('page') ?? 1);
  const size = Number(params.get('page_size') ?? 1000);
  return {
    items: items.slice((page - 1) * size, page * size),
    page_info: { has_next_page: page * size < items.length ? 'true' : false },
  };
};

/** The spec's filters, applied loosely: enough for the console to narrow lists. */
function matches(item: Record<string, unknown>, url: string): boolean {
  const params = new URL(url).searchParams;
  for (const [key, value] of params) {
    if (key === 'page' || key === 'page_size') continue;
    if (key === 'status' && item.status !== value) return false;
    if (key === 'code' && item.code !== value) return false;
    if (key === 'current_status' && item.current_status !== value) return false;
    if (key === 'primary_reference' && item.primary_reference !== value) return false;
  }
  return true;
}

const list =
  <T extends Record<string, unknown>>(key: string, items: T[]) =>
  (c: { req: { url: string }; json: (b: unknown) => Response }) => {
    const { items: page, page_info } = pageOf(
      items.filter((i) => matches(i, c.req.url)),
      c.req.url,
    );
    return c.json({ [key]: page, page_info });
  };

app.get('/payments/list', list('payments', [f.payment, f.failedPayment]));
app.get('/transfer/list/', list('transfers', [f.transfer]));
app.get('/accounts/list', list('accounts', [f.account, f.disconnectedAccount]));
app.get('/accounts/:uuid', (c) => {
  const found = [f.account, f.disconnectedAccount].find((a) => a.uuid === c.req.param('uuid'));
  return found ? c.json({ account: found }) : c.json({ message: 'Not found' }, 404);
});
app.get('/end-users/list', list('end_users', [f.endUser]));
app.get('/connect/link/list', list('connect_links', [f.connectLink]));
app.get('/connect/link/:uuid', (c) =>
  c.req.param('uuid') === f.connectLink.uuid
    ? c.json({ connect_link: f.connectLink })
    : c.json({ message: 'Not found' }, 404),
);
app.get('/checkout/link/list/', list('checkout_links', [f.checkoutLink]));
app.get('/deposits/:uuid', (c) =>
  c.req.param('uuid') === f.deposit.uuid ? c.json(f.deposit) : c.json({ message: 'Not found' }, 404),
);
app.notFound((c) => c.json({ message: 'Not found' }, 404));

const port = Number(process.argv[2] ?? process.env.QUIRKS_PORT ?? 3201);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
  console.log(`quirky API on http://127.0.0.1:${port}/api/v1`),
);
