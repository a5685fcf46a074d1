import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountToAccountLegs,
  balancedLegs,
  balances,
  failureLegs,
  feeLegs,
  giveBackLegs,
  ledgerAccount,
  paymentLegs,
  paymentShares,
  payoutLegs,
  settlementLegs,
  UnbalancedPostingError,
  type Leg,
} from './postings';

const sum = (legs: Leg[]) => legs.reduce((total, leg) => total + leg.amount, 0);
const amount = fc.integer({ min: 0, max: 1_000_000_000 });
const merchant = fc.constantFrom('mer_a', 'mer_b', 'mer_c');
const shares = fc.array(fc.record({ merchantId: merchant, amount }), { minLength: 1, maxLength: 4 });

describe('posting rules', () => {
  it('give legs that balance for any amounts and shares', () => {
    fc.assert(
      fc.property(shares, amount, fc.option(fc.constant('acc_1'), { nil: null }), (split, fee, origin) => {
        const total = sum(split.map((s) => ({ account: '', amount: s.amount })));
        const payment = { id: 'trx_p', amount: total, originAccountId: origin };
        const postings = [
          paymentLegs(payment, split),
          giveBackLegs(total, payment, split),
          feeLegs(split.map((s) => ({ merchantId: s.merchantId, fee: Math.min(fee, s.amount) }))),
          payoutLegs({ id: 'trx_o', ownerMerchantId: 'mer_a', amount: total, destinationAccountId: 'acc_2' }),
          accountToAccountLegs({ id: 'trx_t', amount: total, originAccountId: 'acc_1', destinationAccountId: 'acc_2' }),
          settlementLegs(
            balances(paymentLegs(payment, split)).filter((b) => b.account.startsWith('merchant:')),
            ledgerAccount.settlement('mer_a', null),
          ),
        ];
        for (const legs of postings) expect(sum(balancedLegs(legs, 'trx'))).toBe(0);
      }),
    );
  });

  it('bring a failed transaction back to zero on every account it touched', () => {
    const touched = [
      ...paymentLegs(
        { id: 'trx_p', amount: 1_000, originAccountId: 'acc_1' },
        paymentShares({ ownerMerchantId: 'mer_a', amount: 1_000 }, []),
      ),
      ...feeLegs([{ merchantId: 'mer_a', fee: 59 }]),
    ];
    const after = balances([...touched, ...failureLegs(balances(touched))]);
    expect(after.every((b) => b.amount === 0)).toBe(true);
    expect(after.map((b) => b.account)).toEqual(['account:acc_1', 'merchant:mer_a', 'fees']);
  });

  it('credit the not-yet-known payer of a checkout payment, and refuse unbalanced or fractional legs', () => {
    expect(giveBackLegs(5, { id: 'trx_p', originAccountId: null }, [{ merchantId: 'mer_a', amount: 5 }])).toEqual([
      { account: 'merchant:mer_a', amount: -5 },
      { account: 'payer:trx_p', amount: 5 },
    ]);
    expect(() => balancedLegs([{ account: 'fees', amount: 1 }], 'trx_x')).toThrow(UnbalancedPostingError);
    expect(() =>
      balancedLegs(
        [
          { account: 'fees', amount: 0.5 },
          { account: 'merchant:mer_a', amount: -0.5 },
        ],
        'trx_x',
      ),
    ).toThrow(/not an integer/);
    expect(balancedLegs([{ account: 'fees', amount: 0 }], 'trx_x')).toEqual([]);
  });
});
