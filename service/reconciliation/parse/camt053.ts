import { decimalToMinor } from '../../../core/money/units';
import { xmlEvents } from './xml';
import {
  checkCurrency,
  checkDate,
  emptyHeader,
  StatementParseError,
  type ParsedLine,
  type StatementParser,
} from './types';

/**
 * ISO 20022 camt.053 (BankToCustomerStatement): each `Stmt/Ntry` is a line. Amount `Ntry/Amt` (its `Ccy`), sign
 * `Ntry/CdtDbtInd` (CRDT in, DBIT out), value date `Ntry/ValDt/Dt` (or `DtTm`, else the booking date), references
 * `NtryDtls/TxDtls/Refs/EndToEndId`, `AcctSvcrRef`, `NtryRef`, remittance `RmtInf/Ustrd`. Balances OPBD/CLBD.
 * Entries are handed over as each `</Ntry>` closes, so memory does not grow with the file.
 */
export function camt053Parser(): StatementParser {
  const header = emptyHeader();
  async function* lines(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<ParsedLine> {
    const path: string[] = [];
    /** Per open element, its path below the statement (`Acct/Id/IBAN`) and below the entry or balance (`Amt`), joined
     * once as it opens rather than at each event (the profile: docs/performance.md). */
    const inStatement: string[] = [];
    const inEntry: string[] = [];
    let entry: Map<string, string> | null = null;
    let entryLine = 0;
    let entryCcy: string | null = null;
    let amountLine = 0;
    let balance: Map<string, string> | null = null;
    let balanceCcy: string | null = null;
    let sawDocument = false;
    let sawStatement = false;
    for await (const events of xmlEvents(chunks))
      for (const event of events) {
        if (event.kind === 'open') {
          if (!path.length) {
            if (event.name !== 'Document')
              throw new StatementParseError(
                event.line,
                `the root element is <${event.name}>, not a camt.053 <Document>`,
              );
            sawDocument = true;
          }
          if (path.length === 1 && event.name !== 'BkToCstmrStmt')
            throw new StatementParseError(event.line, `<${event.name}> is not a camt.053 statement (BkToCstmrStmt)`);
          path.push(event.name);
          const depth = path.length;
          inStatement.push(depth > 4 ? `${inStatement[depth - 2]}/${event.name}` : depth === 4 ? event.name : '');
          inEntry.push(depth > 5 ? `${inEntry[depth - 2]}/${event.name}` : depth === 5 ? event.name : '');
          const inStmt = path[2] === 'Stmt';
          if (inStmt) sawStatement = true;
          if (inStmt && path.length === 4 && event.name === 'Ntry') {
            entry = new Map();
            entryLine = event.line;
            entryCcy = null;
            amountLine = 0;
          } else if (inStmt && path.length === 4 && event.name === 'Bal') {
            balance = new Map();
            balanceCcy = null;
          }
          // A repeated element (several TxDtls in one entry): its values are joined with a space.
          if (entry && path.length > 4) {
            const key = inEntry[path.length - 1];
            if (entry.has(key)) entry.set(key, `${entry.get(key)} `);
          }
          if (entry && event.name === 'Amt' && path.length === 5) {
            entryCcy = event.attrs.Ccy ?? null;
            amountLine = event.line;
          }
          if (balance && event.name === 'Amt' && path.length === 5) balanceCcy = event.attrs.Ccy ?? null;
        } else if (event.kind === 'text') {
          const key = inEntry[path.length - 1] ?? '';
          if (entry) entry.set(key, (entry.get(key) ?? '') + event.text);
          else if (balance) balance.set(key, (balance.get(key) ?? '') + event.text);
          else if (path[2] === 'Stmt') {
            const where = inStatement[path.length - 1];
            if (where === 'Id') header.statementId = event.text.trim();
            else if (where === 'Acct/Id/IBAN' || where === 'Acct/Id/Othr/Id') header.account = event.text.trim();
            else if (where === 'Acct/Ccy') header.currency = event.text.trim();
          }
        } else {
          if (entry && path.length === 4 && event.name === 'Ntry') {
            yield toLine(entry, entryCcy, entryLine, amountLine || entryLine);
            entry = null;
          } else if (balance && path.length === 4 && event.name === 'Bal') {
            readBalance(balance, balanceCcy, event.line);
            balance = null;
          }
          path.pop();
          inStatement.pop();
          inEntry.pop();
        }
      }
    if (!sawDocument || !sawStatement)
      throw new StatementParseError(1, 'no camt.053 statement (Document/BkToCstmrStmt/Stmt)');
  }

  function readBalance(fields: Map<string, string>, ccy: string | null, line: number) {
    const type = (fields.get('Tp/CdOrPrtry/Cd') ?? '').trim();
    if (type !== 'OPBD' && type !== 'CLBD') return;
    const currency = checkCurrency(ccy ?? header.currency, line);
    const amount = decimalToMinor(fields.get('Amt') ?? '', currency);
    if (amount === null)
      throw new StatementParseError(line, `balance amount "${fields.get('Amt') ?? ''}" is not a decimal`);
    const signed = (fields.get('CdtDbtInd') ?? '').trim() === 'DBIT' ? -amount : amount;
    if (type === 'OPBD') header.openingBalance = signed;
    else header.closingBalance = signed;
  }

  function toLine(fields: Map<string, string>, ccy: string | null, line: number, amountAt: number): ParsedLine {
    const get = (key: string) => {
      const value = fields.get(key)?.trim();
      return value ? value : null;
    };
    const rawAmount = get('Amt');
    if (!rawAmount) throw new StatementParseError(line, 'an entry (Ntry) without Amt');
    const currency = checkCurrency(ccy ?? header.currency, amountAt);
    const amount = decimalToMinor(rawAmount, currency);
    if (amount === null || amount < 0)
      throw new StatementParseError(
        amountAt,
        `amount "${rawAmount}" is not a positive decimal with at most the currency's digits`,
      );
    const indicator = get('CdtDbtInd');
    if (indicator !== 'CRDT' && indicator !== 'DBIT')
      throw new StatementParseError(line, `CdtDbtInd "${indicator ?? ''}" is neither CRDT nor DBIT`);
    const booking = get('BookgDt/Dt') ?? get('BookgDt/DtTm')?.slice(0, 10) ?? null;
    const value = get('ValDt/Dt') ?? get('ValDt/DtTm')?.slice(0, 10) ?? booking;
    if (!value) throw new StatementParseError(line, 'an entry without a value date (ValDt) or booking date (BookgDt)');
    const tx = 'NtryDtls/TxDtls';
    const reference =
      get(`${tx}/Refs/EndToEndId`) ?? get(`${tx}/RmtInf/Strd/CdtrRefInf/Ref`) ?? get('NtryRef') ?? get('AcctSvcrRef');
    return {
      lineNumber: line,
      valueDate: checkDate(value, line, 'value date'),
      bookingDate: booking ? checkDate(booking, line, 'booking date') : null,
      amount: indicator === 'DBIT' ? -amount : amount,
      currency,
      reference: reference === 'NOTPROVIDED' ? null : reference,
      description: get(`${tx}/RmtInf/Ustrd`) ?? get('AddtlNtryInf'),
      counterparty:
        indicator === 'CRDT'
          ? (get(`${tx}/RltdPties/Dbtr/Nm`) ?? get(`${tx}/RltdPties/Dbtr/Pty/Nm`))
          : (get(`${tx}/RltdPties/Cdtr/Nm`) ?? get(`${tx}/RltdPties/Cdtr/Pty/Nm`)),
    };
  }
  return { header, lines };
}
