import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestService, type TestService } from '../test/harness';
import { loadTokenSecret } from '../bootstrap';
import { apiClients } from '../db/schema';
import { consoleMerchantId, ensureConsoleClient, isConsoleClientId } from './console-client';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.close());

async function tokenFor(clientId: string, clientSecret: string) {
  return t.request('POST', '/oauth/token', {
    token: null,
    body: {
      client_id: clientId,
      client_secret: clientSecret,
      audience: 'merchant-api',
      grant_type: 'client_credentials',
    },
  });
}

describe('the console’s own client (embedded mode on PostgreSQL)', () => {
  it('serves the merchant CONSOLE_MERCHANT_ID names, and asks for it when the database has several', async () => {
    await expect(consoleMerchantId(t.database.db, undefined)).rejects.toThrow(
      /set CONSOLE_MERCHANT_ID to the one the console serves/,
    );
    await expect(consoleMerchantId(t.database.db, 'mer_nope')).rejects.toThrow(/CONSOLE_MERCHANT_ID is mer_nope/);
    expect(await consoleMerchantId(t.database.db, t.merchant.merchantId)).toBe(t.merchant.merchantId);
  });

  it('is made by the service, obtains tokens for its merchant, and is put back when disabled', async () => {
    const tokenSecret = await loadTokenSecret(t.database.db);
    const creds = await ensureConsoleClient(t.database.db, tokenSecret, t.merchant.merchantId);
    expect(isConsoleClientId(creds.clientId)).toBe(true);
    const token = await tokenFor(creds.clientId, creds.clientSecret);
    expect(token.status).toBe(200);
    const list = await t.request('GET', '/payments/list', { token: token.body.access_token });
    expect(list.status).toBe(200);

    await t.database.db
      .update(apiClients)
      .set({ disabled: true, secretHash: 'x' })
      .where(eq(apiClients.clientId, creds.clientId));
    expect((await tokenFor(creds.clientId, creds.clientSecret)).status).not.toBe(200);
    const again = await ensureConsoleClient(t.database.db, tokenSecret, t.merchant.merchantId);
    expect(again).toEqual(creds);
    expect((await tokenFor(creds.clientId, creds.clientSecret)).status).toBe(200);
    expect(isConsoleClientId(t.merchant.clientId)).toBe(false);
  });

  it('cannot be rotated or revoked through the API, even by a client of the merchant holding every scope', async () => {
    const tokenSecret = await loadTokenSecret(t.database.db);
    const creds = await ensureConsoleClient(t.database.db, tokenSecret, t.merchant.merchantId);
    const merchantToken = (await tokenFor(t.merchant.clientId, t.merchant.clientSecret)).body.access_token as string;
    const rotate = await t.request('POST', `/clients/${creds.clientId}/rotate-secret`, {
      token: merchantToken,
      body: { grace_period_seconds: 0 },
    });
    expect(rotate.status).toBe(403);
    expect(rotate.body.error.code).toBe('client_protected');
    const revoke = await t.request('PUT', `/clients/${creds.clientId}/revoke`, { token: merchantToken });
    expect(revoke.status).toBe(403);
    expect((await tokenFor(creds.clientId, creds.clientSecret)).status).toBe(200);
  });
});
