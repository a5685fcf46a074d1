import { decimalToMinor } from '../../../core/money/units';
import {
  checkCurrency,
  checkDate,
  emptyHeader,
  StatementParseError,
  textLines,
  type ParsedLine,
  type StatementParser,
} from './types';

/**
 * SWIFT MT940, read line by line (written here: mt940js does not fit, docs/reconciliation.md says why). Fields `:20:`
 * statement reference, `:25:` account, `:60F:`/`:60M:` opening balance (its currency is the lines'), `:61:` a
 * statement line, `:86:` its information (continuation lines included), `:62F:`/`:62M:` closing balance. A `:61:`
 * is YYMMDD[MMDD](C|D|RC|RD)[funds code]amount(comma decimal)(N|F)xxx reference[//bank reference].
 */
const LINE_61 =
  /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d{1,15},\d{0,4})([NFS][A-Z0-9]{3})([^/]{0,16}?)(?:\/\/(.{0,16}))?$/;
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d{1,15},\d{0,4})$/;

function yymmdd(text: string, line: number, what: string): string {
  const yy = Number(text.slice(0, 2));
  const year = yy >= 80 ? 1900 + yy : 2000 + yy;
  return checkDate(`${year}-${text.slice(2, 4)}-${text.slice(4, 6)}`, line, what);
}

export function mt940Parser(): StatementParser {
  const header = emptyHeader();
  async function* lines(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<ParsedLine> {
    let pending: ParsedLine | null = null;
    let info: string[] | null = null;
    let field: string | null = null;
    let sawAny = false;
    const flush = () => {
      const done = pending;
      if (done && info?.length) {
        const text = info.join(' ').replace(/\s+/g, ' ').trim();
        done.description = text || done.description;
        // A structured :86: (?20…?29 remittance): the remittance text as the reference when the line had none.
        if (!done.reference) {
          const ref = /\?2\d([^?]+)/.exec(text)?.[1]?.trim();
          if (ref) done.reference = ref;
        }
      }
      pending = null;
      info = null;
      return done;
    };
    for await (const { text: raw, number } of textLines(chunks)) {
      const text = raw.trimEnd();
      if (!text || text === '-' || text.startsWith('{') || text === '-}') continue;
      const tag = /^:(\d{2}[A-Z]?):(.*)$/.exec(text);
      if (!tag) {
        if (field === '86' && info) info.push(text);
        else if (field === '61' && pending) pending.description = text.trim() || pending.description;
        else throw new StatementParseError(number, `"${text.slice(0, 30)}" is not an MT940 field (":NN:")`);
        continue;
      }
      sawAny = true;
      field = tag[1];
      const value = tag[2];
      if (field === '61' || field.startsWith('62')) {
        const done = flush();
        if (done) yield done;
      }
      if (field === '20') header.statementId = value.trim();
      else if (field === '25') header.account = value.trim();
      else if (field === '60F' || field === '60M') {
        const match = BALANCE.exec(value.trim());
        if (!match) throw new StatementParseError(number, `opening balance "${value}" is not C|D YYMMDD CCY amount`);
        const currency = checkCurrency(match[3], number);
        header.currency = currency;
        const amount = decimalToMinor(match[4], currency, ',');
        if (amount === null)
          throw new StatementParseError(number, `opening balance amount "${match[4]}" is not a decimal`);
        if (header.openingBalance === null) header.openingBalance = match[1] === 'D' ? -amount : amount;
      } else if (field === '62F' || field === '62M') {
        const match = BALANCE.exec(value.trim());
        if (!match) throw new StatementParseError(number, `closing balance "${value}" is not C|D YYMMDD CCY amount`);
        const amount = decimalToMinor(match[4], match[3], ',');
        if (amount === null)
          throw new StatementParseError(number, `closing balance amount "${match[4]}" is not a decimal`);
        header.closingBalance = match[1] === 'D' ? -amount : amount;
      } else if (field === '61') {
        if (!header.currency)
          throw new StatementParseError(
            number,
            'a :61: line before the opening balance (:60F:) that gives the currency',
          );
        const match = LINE_61.exec(value.trim());
        if (!match)
          throw new StatementParseError(
            number,
            `statement line ":61:${value}" does not read as YYMMDD[MMDD] C|D amount type reference`,
          );
        const valueDate = yymmdd(match[1], number, 'value date');
        const bookingDate = match[2]
          ? checkDate(`${valueDate.slice(0, 4)}-${match[2].slice(0, 2)}-${match[2].slice(2)}`, number, 'entry date')
          : null;
        const amount = decimalToMinor(match[5], header.currency, ',');
        if (amount === null)
          throw new StatementParseError(number, `amount "${match[5]}" has more digits than ${header.currency} allows`);
        const credit = match[3] === 'C' || match[3] === 'RD';
        const reference = match[7].trim();
        pending = {
          lineNumber: number,
          valueDate,
          bookingDate,
          amount: credit ? amount : -amount,
          currency: header.currency,
          reference: reference && reference !== 'NONREF' ? reference : null,
          description: null,
          counterparty: null,
        };
        info = null;
      } else if (field === '86') {
        if (pending) info = [value];
      }
    }
    const done = flush();
    if (done) yield done;
    if (!sawAny) throw new StatementParseError(1, 'no MT940 field in the file');
  }
  return { header, lines };
}
