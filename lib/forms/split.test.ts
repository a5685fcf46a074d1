import { describe, expect, it } from 'vitest';
import { splitAmount, parseShare } from '@/core/money/allocate';
import { translator } from '@/lib/i18n';
import { previewSplit, recipientShare, type RecipientRow } from './split';

const row = (merchantId: string, mode: 'amount' | 'percent', value: string): RecipientRow => ({
  merchantId,
  mode,
  value,
  description: '',
});

describe('previewSplit', () => {
  it('is the service’s allocation: recipients and remainder add up to the amount', () => {
    const preview = previewSplit(10_001, [row('mer_a', 'percent', '33.33'), row('mer_b', 'amount', '10')], {
      currency: 'USD',
      payee: 'mer_me',
    });
    expect(preview).toEqual({ recipients: [3_333, 1_000], remainder: 5_668, problems: {} });
    const shares = [parseShare('33.33%', 1e12), parseShare('1000', 1e12)].flatMap((p) => (p.ok ? [p.share] : []));
    const service = splitAmount(10_001, shares);
    expect(service).toEqual({ ok: true, recipients: [3_333, 1_000], remainder: 5_668 });
  });

  it('reports shares that ask for more than the amount, duplicates, the payee and empty rows', () => {
    const over = previewSplit(1_000, [row('mer_a', 'percent', '95'), row('mer_b', 'amount', '1')], {
      currency: 'USD',
      payee: null,
    });
    expect(over.problems.additional_recipients).toEqual({ key: 'forms.error.sharesOverAmount' });
    expect(translator('en')(over.problems.additional_recipients)).toBe(
      'The recipients’ shares add up to more than the amount.',
    );
    expect(over.remainder).toBeNull();
    const bad = previewSplit(
      1_000,
      [
        row('mer_a', 'percent', '10'),
        row('mer_a', 'percent', '10'),
        row('mer_me', 'amount', ''),
        row('', 'percent', '101'),
      ],
      { currency: 'USD', payee: 'mer_me' },
    );
    expect(bad.problems).toMatchObject({
      'additional_recipients[1].merchant_uuid': { key: 'forms.error.recipientTwice' },
      'additional_recipients[2].merchant_uuid': { key: 'forms.error.recipientIsPayee' },
      'additional_recipients[2].amount': { key: 'forms.error.amount' },
      'additional_recipients[3].merchant_uuid': { key: 'forms.error.chooseSubMerchant' },
      'additional_recipients[3].amount': { key: 'forms.error.percentageRange' },
    });
  });

  it('refuses a share worth less than one minor unit', () => {
    expect(
      previewSplit(10, [row('mer_a', 'percent', '1')], { currency: 'USD', payee: null }).problems[
        'additional_recipients[0].amount'
      ],
    ).toEqual({ key: 'forms.error.shareBelowUnit' });
  });

  it('sends amounts in minor units and percentages as written', () => {
    expect(recipientShare(row('mer_a', 'amount', '12.50'), 'USD')).toEqual({ ok: true, share: '1250' });
    expect(recipientShare(row('mer_a', 'percent', '12.5%'), 'USD')).toEqual({ ok: true, share: '12.5%' });
    expect(recipientShare(row('mer_a', 'percent', '12.12345'), 'USD')).toMatchObject({ ok: false });
  });
});
