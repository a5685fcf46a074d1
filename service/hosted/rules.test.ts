import { describe, expect, it } from 'vitest';
import { SANDBOX_INSTITUTIONS } from '../seed/base';
import { parseAccountForm } from './account-form';
import { HostedRateLimiter } from './rate-limit';
import { checkoutRedirect, connectRedirect } from './redirect';

const institutions = SANDBOX_INSTITUTIONS.map((i) => ({ ...i }));
const US = SANDBOX_INSTITUTIONS[0].id;
const CO = SANDBOX_INSTITUTIONS[4].id;

describe('parseAccountForm', () => {
  it('accepts a US account with spaces and hyphens in the numbers', () => {
    const r = parseAccountForm(
      {
        institution_id: US,
        account_number: '0001 2345-6789',
        routing_number: '011 000 015',
        subtype: 'savings',
        consent: 'on',
      },
      institutions,
    );
    expect(r).toMatchObject({
      ok: true,
      value: {
        institutionId: US,
        accountNumber: '000123456789',
        routingNumber: '011000015',
        type: 'DEPOSITORY',
        subtype: 'SAVINGS',
      },
    });
  });

  it('needs no routing number in Colombia, and ignores one given', () => {
    expect(
      parseAccountForm(
        { institution_id: CO, account_number: '123456', routing_number: 'x', consent: 'true' },
        institutions,
      ),
    ).toMatchObject({ ok: true, value: { routingNumber: null } });
  });

  it('names every field at fault with a code', () => {
    expect(parseAccountForm({}, institutions)).toEqual({
      ok: false,
      errors: { institution_id: 'required', account_number: 'required', consent: 'consent_required' },
    });
    expect(
      parseAccountForm(
        { institution_id: 'ins_nope', account_number: '12345678901234567890123', type: 'CREDIT', consent: 'on' },
        institutions,
      ),
    ).toEqual({
      ok: false,
      errors: {
        institution_id: 'unknown_institution',
        account_number: 'invalid_account_number',
        type: 'invalid_choice',
      },
    });
    expect(
      parseAccountForm(
        { institution_id: US, account_number: '1234', routing_number: '011000016', consent: 'on' },
        institutions,
      ),
    ).toEqual({
      ok: false,
      errors: { routing_number: 'invalid_routing_number' },
    });
  });
});

describe('redirects', () => {
  it('appends the Connect parameters and keeps the URL’s own', () => {
    const url = connectRedirect('https://shop.example/back?order=7#top', {
      accountCode: 'ACC-1',
      last4: '6789',
      institutionName: 'First Sandbox Bank',
      accountStatus: 'CONNECTED',
      accountId: 'acc_1',
      linkId: 'clk_1',
    });
    expect(url).toBe(
      'https://shop.example/back?order=7&ac=ACC-1&al4=6789&ain=First+Sandbox+Bank&as=CONNECTED&aid=acc_1&clid=clk_1#top',
    );
  });

  it('appends the Checkout parameters', () => {
    expect(
      checkoutRedirect('https://shop.example/paid', { reference: 'trx_1', status: 'PENDING', accountCode: 'ACC-2' }),
    ).toBe('https://shop.example/paid?reference=trx_1&status=PENDING&account_code=ACC-2');
  });
});

describe('HostedRateLimiter', () => {
  it('limits per IP and link and per IP, in windows', () => {
    const limiter = new HostedRateLimiter({ windowMs: 60_000, perIpAndLink: 2, perIp: 3 });
    expect([limiter.hit('a', 'l1', 0), limiter.hit('a', 'l1', 1), limiter.hit('a', 'l1', 2)]).toEqual([0, 0, 60]);
    expect(limiter.hit('a', 'l2', 30_000)).toBe(30);
    expect(limiter.hit('b', 'l1', 30_000)).toBe(0);
    expect(limiter.hit('a', 'l1', 60_000)).toBe(0);
  });
});
