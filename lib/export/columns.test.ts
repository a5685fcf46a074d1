import { describe, expect, it } from 'vitest';
import { AccountSchema } from '@/lib/merchant-api/schemas/account';
import { TransactionSchema } from '@/lib/merchant-api/schemas/transaction';
import { EXPORT_COLUMNS, EXPORT_RESOURCES } from './columns';
import { csvHeader, encodeRows } from './stream';

/** The raw fields of one CSV record (quoted ones kept as written). */
function fields(line: string): string[] {
  return line
    .replace(/\r\n$/, '')
    .match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)!
    .slice(0, -1)
    .map((f) => f.replace(/,$/, ''));
}

describe('export columns', () => {
  it('has unique headers, labels every timestamp with its zone and pairs every amount', () => {
    for (const resource of EXPORT_RESOURCES) {
      const headers = EXPORT_COLUMNS[resource].map((c) => c.header);
      expect(new Set(headers).size, resource).toBe(headers.length);
      for (const h of headers)
        if (h.startsWith('date_') && !h.endsWith('_date') && h !== 'date_of_birth')
          expect(h, resource).toMatch(/ \(UTC\)$/);
      for (const h of headers.filter((x) => x.endsWith('_minor')))
        expect(headers, resource).toContain(h.replace(/_minor$/, '_formatted'));
    }
  });

  it('writes a payment as the API holds it, quirks folded', () => {
    const payment = TransactionSchema.parse({
      uuid: 'trx_1',
      code: 'PAY-1',
      status: 'SUCCESSFUL',
      type: 'PAYMENT',
      tenant: { uuid: 'ten_1' },
      amount: '105050',
      variable_fee: '3046',
      fixed_fee: '30',
      total_fee: '3076',
      net_amount: 101974,
      amount_refunded: 0,
      refunds: [],
      currency: { code: 'USD' },
      description: '=cmd|" /C calc"!A0',
      funding_source: { uuid: 'acc_1' },
      metadata: { order: '6735' },
      date_created_gmt: '2026-11-20 10:00:00',
      date_updated_gmt: '2026-11-20T10:05:00Z',
    });
    const columns = EXPORT_COLUMNS.payments;
    const header = fields(csvHeader(columns).slice(1));
    const row = Object.fromEntries(header.map((h, i) => [h, fields(encodeRows([payment], 'csv', columns))[i]]));
    expect(row).toMatchObject({
      uuid: 'trx_1',
      'date_created (UTC)': '2026-11-20T10:00:00.000Z',
      'date_updated (UTC)': '2026-11-20T10:05:00.000Z',
      currency: 'USD',
      amount_minor: '105050',
      amount_formatted: '1050.50',
      total_fee_minor: '3076',
      total_fee_formatted: '30.76',
      net_amount_formatted: '1019.74',
      amount_refunded_formatted: '0.00',
      refunds_count: '0',
      funding_source_uuid: 'acc_1',
      tenant_id: 'ten_1',
      description: `"'=cmd|"" /C calc""!A0"`,
      metadata: '"{""order"":""6735""}"',
      decline_reason: '',
    });
  });

  it('flattens an account’s nested end user and institution', () => {
    const account = AccountSchema.parse({
      uuid: 'acc_1',
      current_status: 'CONNECTED',
      institution: { uuid: 'ins_1', name: 'Banco, S.A.' },
      last_4: '0042',
      capabilities: ['PAYMENTS', 'BALANCE'],
      end_user: { uuid: 'eur_1', type: 'INDIVIDUAL', first_name: 'Ana', last_name: 'Gómez', email: 'ana@example.com' },
      date_created_gmt: '2026-11-20T10:00:00Z',
    });
    const line = encodeRows([account], 'csv', EXPORT_COLUMNS.accounts);
    expect(line).toContain(',ins_1,"Banco, S.A.",0042,');
    expect(line).toContain(',PAYMENTS BALANCE,');
    expect(line).toContain(',eur_1,Ana Gómez,ana@example.com,');
    expect(line.endsWith('\r\n')).toBe(true);
  });
});
