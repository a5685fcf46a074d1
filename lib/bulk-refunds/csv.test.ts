import { describe, expect, it } from 'vitest';
import { checkRows, csvAmountText, foldRepeats, parseCsv, readRefundCsv, readyRows, type PaymentFacts } from './csv';
import { lookupPayments } from './csv-lookup';

const payment = (over: Partial<PaymentFacts> = {}): PaymentFacts => ({
  uuid: 'trx_1',
  code: 'PAY-1',
  status: 'SUCCESSFUL',
  currency: 'USD',
  amount: 10_000,
  amountRefunded: 2_500,
  ...over,
});

const keys = (rows: ReturnType<typeof checkRows>) => rows.map((r) => r.problems.map((p) => p.key));

describe('refund CSV (docs/bulk-refunds.md)', () => {
  it('parses quoted fields, doubled quotes, CRLF, a BOM, semicolons and skips blank lines', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\r\n\r\n1,"two\nlines"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', 'two\nlines'],
    ]);
    expect(parseCsv('payment;amount\nPAY-1;10,50')).toEqual([
      ['payment', 'amount'],
      ['PAY-1', '10,50'],
    ]);
  });

  it('keeps a quote inside an unquoted field, and refuses a file that is not CSV, naming its line', () => {
    expect(parseCsv('payment,note\nPAY-1,the 12" tent')).toEqual([
      ['payment', 'note'],
      ['PAY-1', 'the 12" tent'],
    ]);
    expect(readRefundCsv('payment,amount,note\nPAY-1,5,"open\nPAY-2,6,x\n')).toMatchObject({
      ok: false,
      problem: { key: 'bulkCsv.error.malformed' },
    });
    expect(readRefundCsv('payment,amount,note\nPAY-1,5,x\nPAY-2,6,"open')).toMatchObject({
      ok: false,
      problem: { key: 'bulkCsv.error.malformed', vars: { line: 3 } },
    });
  });

  it('reads rows by their header, in any order and case, with their file line', () => {
    const read = readRefundCsv('Note,Amount,Payment Code,REASON\nlate,12.50,PAY-1,other\n,1,trx_2,');
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 2, payment: 'PAY-1', amount: '12.50', currency: '', reason: 'OTHER', note: 'late' },
        { line: 3, payment: 'trx_2', amount: '1', currency: '', reason: '', note: '' },
      ],
    });
    expect(readRefundCsv('payment,value\nPAY-1,1')).toMatchObject({
      ok: false,
      problem: { key: 'bulkCsv.error.header' },
    });
    expect(readRefundCsv('payment,amount\n')).toMatchObject({ ok: false, problem: { key: 'bulkCsv.error.noRows' } });
    const big = 'payment,amount\n' + 'PAY-1,1\n'.repeat(5001);
    expect(readRefundCsv(big)).toMatchObject({ ok: false, problem: { key: 'bulkCsv.error.tooManyRows' } });
  });

  it('says why each row cannot be sent: unknown, disputed, not refundable, wrong currency, more than left, reason', () => {
    const payments = new Map<string, PaymentFacts | null>([
      ['PAY-1', payment()],
      ['PAY-D', payment({ uuid: 'trx_d', code: 'PAY-D', status: 'DISPUTED' })],
      ['PAY-R', payment({ uuid: 'trx_r', code: 'PAY-R', status: 'REVERSED' })],
      ['PAY-F', payment({ uuid: 'trx_f', code: 'PAY-F', status: 'FAILED' })],
      ['PAY-JPY', payment({ uuid: 'trx_c', code: 'PAY-JPY', currency: 'JPY', amount: 500_000, amountRefunded: 0 })],
      ['PAY-X', null],
    ]);
    const row = (
      payment: string,
      amount: string,
      extra: Partial<{ currency: string; reason: string; note: string }> = {},
    ) => ({
      line: 0,
      payment,
      amount,
      currency: '',
      reason: '',
      note: '',
      ...extra,
    });
    const checked = checkRows(
      [
        row('PAY-1', '50.00'),
        row('PAY-X', '1'),
        row('PAY-D', '1'),
        row('PAY-R', '1'),
        row('PAY-F', '1'),
        row('PAY-1', '1', { currency: 'EUR' }),
        row('PAY-JPY', '10.50'),
        row('PAY-1', '25.01'),
        row('PAY-1', '25.00', { reason: 'OTHER' }),
        row('PAY-1', '2', { reason: 'BECAUSE' }),
        row('', '1'),
      ],
      payments,
    );
    expect(keys(checked)).toEqual([
      [],
      ['bulkCsv.row.unknownPayment'],
      ['refund.blocked.disputed'],
      ['refund.blocked.returned'],
      ['refund.blocked.not_successful'],
      ['bulkCsv.row.wrongCurrency'],
      ['forms.error.noDecimals'],
      // 75.00 was left; the first row took 50.00: this row may take 25.00 at most.
      ['bulkCsv.row.moreThanLeftWithAbove'],
      ['forms.error.explainReason'],
      ['bulkCsv.row.badReason'],
      ['bulkCsv.row.noPayment'],
    ]);
    expect(checked[0]).toMatchObject({
      paymentId: 'trx_1',
      amountMinor: 5_000,
      refundable: 7_500,
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    expect(checked[7].problems[0].vars).toMatchObject({ left: '25.00', currency: 'USD' });
    expect(readyRows(checked)).toBeNull();
  });

  it('a file with no problem left becomes the rows to send, in minor units, each with its reason and note', () => {
    const checked = checkRows(
      [
        { line: 2, payment: 'PAY-1', amount: '10.05', currency: 'usd', reason: 'OTHER', note: 'late parcel' },
        { line: 3, payment: 'PAY-1', amount: '64.95', currency: '', reason: 'FRAUDULENT', note: '' },
      ],
      new Map([['PAY-1', payment()]]),
    );
    expect(readyRows(checked)).toEqual([
      {
        paymentId: 'trx_1',
        paymentCode: 'PAY-1',
        currency: 'USD',
        amount: 1_005,
        paymentStatus: 'SUCCESSFUL',
        reason: 'OTHER',
        note: 'late parcel',
      },
      {
        paymentId: 'trx_1',
        paymentCode: 'PAY-1',
        currency: 'USD',
        amount: 6_495,
        paymentStatus: 'SUCCESSFUL',
        reason: 'FRAUDULENT',
        note: null,
      },
    ]);
  });

  it('reads amounts by one rule whatever the language: a decimal comma or point, thousands in threes, no guessing', () => {
    const read = (amount: string) => {
      const text = csvAmountText(amount);
      return text.ok ? text.text : text.problem.key;
    };
    const refused = 'bulkCsv.row.amountRule';
    // One separator followed by one or two digits is the decimal separator.
    expect(['5,00', '5.00', '5,5', '0,05', '10.5', ' 5,00 '].map(read)).toEqual([
      '5.00',
      '5.00',
      '5.5',
      '0.05',
      '10.5',
      '5.00',
    ]);
    // Both: the last is the decimal separator, the other groups thousands by three; spaces are ignored.
    expect(['1.250,00', '1,250.00', '1.234.567,8', '1 250,00', '1\u00a0250.00'].map(read)).toEqual([
      '1250.00',
      '1250.00',
      '1234567.8',
      '1250.00',
      '1250.00',
    ]);
    // The same separator several times groups thousands.
    expect(['1.250.000', '1,250,000', '1250', '1.2345'].map(read)).toEqual(['1250000', '1250000', '1250', '1.2345']);
    // Ambiguous or not grouped by three: refused, naming the rule.
    expect(
      ['1,250', '1.250', '1,25,000', '12.50.00', '1.250.00,5,0', '1,250.00.5', '5,', ',50', '1.2,5'].map(read),
    ).toEqual(Array(9).fill(refused));
    expect(csvAmountText(' 1,250 ')).toMatchObject({ ok: false, problem: { vars: { amount: '1,250' } } });
    // Anything else is worded by the amount field's own checks.
    expect(['', '-5,00', 'abc', '$5'].map(read)).toEqual(['', '-5,00', 'abc', '$5']);
  });

  it('turns es-CO amounts into exact minor units and refuses the ambiguous ones before anything is sent', () => {
    const rows = ['5,00', '1.250,50', '1,250', '0,10'].map((amount, i) => ({
      line: i + 2,
      payment: 'PAY-1',
      amount,
      currency: '',
      reason: '',
      note: '',
    }));
    const checked = checkRows(rows, new Map([['PAY-1', payment({ amount: 1_000_000, amountRefunded: 0 })]]));
    expect(checked.map((r) => r.amountMinor)).toEqual([500, 125_050, null, 10]);
    expect(keys(checked)).toEqual([[], [], ['bulkCsv.row.amountRule'], []]);
    // A semicolon file (a comma-decimal spreadsheet's export) reads the same.
    const read = readRefundCsv('pago;monto;motivo\nPAY-1;5,00;OTHER');
    expect(read.ok && read.rows[0].amount).toBe('5,00');
  });

  it('looks each distinct payment up once: ids by id, codes by code', async () => {
    const calls: string[] = [];
    const found = await lookupPayments(['PAY-1', 'trx_2', 'PAY-1', '', 'PAY-9'], {
      byId: async (id) => (calls.push(`id:${id}`), payment({ uuid: id })),
      byCode: async (code) => (calls.push(`code:${code}`), code === 'PAY-9' ? null : payment({ code })),
    });
    expect(calls.sort()).toEqual(['code:PAY-1', 'code:PAY-9', 'id:trx_2']);
    expect(found.get('PAY-9')).toBeNull();
    expect(found.get('trx_2')?.uuid).toBe('trx_2');
  });

  it('flags rows repeating an earlier row (same payment, same amount) until they are merged or refused', () => {
    const payments = new Map<string, PaymentFacts | null>([
      ['PAY-1', payment()],
      ['trx_1', payment()],
      ['PAY-2', payment({ uuid: 'trx_2', code: 'PAY-2', amountRefunded: 0 })],
    ]);
    const rows = [
      { line: 2, payment: 'PAY-1', amount: '20.00', currency: '', reason: '', note: 'box 1' },
      { line: 3, payment: 'PAY-2', amount: '20', currency: '', reason: '', note: '' },
      // The same payment by its id, the same amount written otherwise: still a repeat of line 2.
      { line: 4, payment: 'trx_1', amount: '20,00', currency: '', reason: '', note: 'box 2' },
      { line: 5, payment: 'PAY-1', amount: '5.00', currency: '', reason: '', note: '' },
    ];
    const checked = checkRows(rows, payments);
    expect(keys(checked)).toEqual([[], [], ['bulkCsv.row.repeated'], []]);
    expect(checked[2]).toMatchObject({ repeatOf: 2, problems: [{ vars: { line: 2 } }] });
    expect(readyRows(checked)).toBeNull();

    const merged = foldRepeats(rows, payments, 'merge');
    expect(merged.folded).toEqual([4]);
    expect(merged.rows.map((r) => [r.line, r.amount, r.note])).toEqual([
      [2, '40.00', 'box 1; box 2'],
      [3, '20', ''],
      [5, '5.00', ''],
    ]);
    expect(readyRows(checkRows(merged.rows, payments))?.map((r) => r.amount)).toEqual([4_000, 2_000, 500]);

    const refused = foldRepeats(rows, payments, 'refuse');
    expect(refused.folded).toEqual([4]);
    expect(readyRows(checkRows(refused.rows, payments))?.map((r) => r.amount)).toEqual([2_000, 2_000, 500]);
  });

  it('counts what other bulk refunds hold and have not sent: a file uploaded again refunds nothing twice', () => {
    const payments = new Map<string, PaymentFacts | null>([['PAY-1', payment()]]);
    const rows = [{ line: 2, payment: 'PAY-1', amount: '50.00', currency: '', reason: '', note: '' }];
    // 75.00 left; another draft holds 50.00 of it: 25.00 is left for this file.
    const checked = checkRows(rows, payments, { pending: new Map([['trx_1', 5_000]]) });
    expect(keys(checked)).toEqual([['bulkCsv.row.pendingElsewhere']]);
    expect(checked[0].problems[0].vars).toMatchObject({ pending: '50.00', left: '25.00', currency: 'USD' });
    expect(checked[0].refundable).toBe(2_500);
    expect(keys(checkRows(rows, payments, { pending: new Map([['trx_1', 2_500]]) }))).toEqual([[]]);
    // The same file again: its payment was refunded by the batch made from it, whatever is left.
    const again = checkRows(rows, payments, { fromFile: new Map([['trx_1', 2_500]]) });
    expect(keys(again)).toEqual([['bulkCsv.row.alreadyFromFile']]);
    expect(again[0].problems[0].vars).toMatchObject({ amount: '25.00', currency: 'USD' });
  });

  it('words a case credit, a fully refunded payment and a returned one with the refundability reason', () => {
    const payments = new Map<string, PaymentFacts | null>([
      ['PAY-W', payment({ uuid: 'trx_w', code: 'PAY-W', remarks: 'CASE_WON', amountRefunded: 0 })],
      ['PAY-F', payment({ uuid: 'trx_f', code: 'PAY-F', status: 'REFUNDED', amountRefunded: 10_000 })],
      ['PAY-R', payment({ uuid: 'trx_r', code: 'PAY-R', status: 'REVERSED' })],
    ]);
    const rows = ['PAY-W', 'PAY-F', 'PAY-R'].map((p, i) => ({
      line: i + 2,
      payment: p,
      amount: '1.00',
      currency: '',
      reason: '',
      note: '',
    }));
    expect(keys(checkRows(rows, payments))).toEqual([
      ['refund.blocked.case_credit'],
      ['refund.blocked.fully_refunded'],
      ['refund.blocked.returned'],
    ]);
  });
});
