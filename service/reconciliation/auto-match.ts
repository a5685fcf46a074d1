import { daysBetween } from '../../core/calendar';

/**
 * Automatic matching of statement lines to deposits and payouts, pure (docs/reconciliation.md, "Matching rules").
 * Every automatic match has the exact amount and currency and a value date within `toleranceDays` of the
 * transaction's date; a deposit is a credit (+), a payout a debit (−). In order:
 * 1. REFERENCE: the line's reference or text names transactions (their code or a reference of theirs) whose sum is
 *    the line's amount: one-to-one or many-to-one. One named transaction with another amount is an amount difference.
 * 2. AMOUNT_DATE: one transaction with the same amount, the nearest date (then the earliest, then the id).
 * 3. SAME_DAY_BATCH: every open transaction of one date within the tolerance, together, makes the amount (a bank that
 *    credits a day's deposits at once).
 * 4. SUBSET: two to four of the 16 nearest open transactions make the amount (the nearest-dated combination first).
 * A transaction is used once; lines are taken in value-date order.
 */
export interface LineToMatch {
  id: string;
  valueDate: string;
  amount: number;
  currency: string;
  text: string;
}

export interface Candidate {
  id: string;
  date: string;
  /** Signed as the bank shows it: a deposit positive, a payout negative. */
  amount: number;
  currency: string;
  /** Code and references, upper-cased. */
  references: string[];
}

export type MatchRule = 'REFERENCE' | 'AMOUNT_DATE' | 'SAME_DAY_BATCH' | 'SUBSET';

export interface Proposal {
  lineId: string;
  transactionIds: string[];
  rule: MatchRule;
}

export interface Difference {
  lineId: string;
  transactionId: string;
  /** The line's amount minus the transaction's. */
  difference: number;
}

const SUBSET_POOL = 16;
const SUBSET_MAX = 4;

export function autoMatch(
  lines: LineToMatch[],
  candidates: Candidate[],
  toleranceDays: number,
): { proposals: Proposal[]; differences: Difference[] } {
  const used = new Set<string>();
  // Day distances are integer subtraction of day numbers parsed once per date: the many-to-one rules compare
  // every open line with every candidate of its side, millions of times at 10,000 lines (docs/performance.md).
  const dayNumbers = new Map<string, number>();
  const dayOf = (date: string) => {
    let n = dayNumbers.get(date);
    if (n === undefined) dayNumbers.set(date, (n = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)));
    return n;
  };
  const distance = (date: string, line: LineToMatch) => Math.abs(dayOf(line.valueDate) - dayOf(date));
  const byReference = new Map<string, Candidate[]>();
  for (const c of candidates)
    for (const ref of c.references) {
      const list = byReference.get(ref) ?? [];
      list.push(c);
      byReference.set(ref, list);
    }
  const byAmount = new Map<string, Candidate[]>();
  const bySide = new Map<string, Candidate[]>();
  const sorted = [...candidates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
  for (const c of sorted) {
    const key = `${c.currency}|${c.amount}`;
    (byAmount.get(key) ?? byAmount.set(key, []).get(key)!).push(c);
    const side = `${c.currency}|${Math.sign(c.amount)}`;
    (bySide.get(side) ?? bySide.set(side, []).get(side)!).push(c);
  }
  const within = (line: LineToMatch, c: Candidate) => distance(c.date, line) <= toleranceDays;
  const open = (line: LineToMatch, c: Candidate) =>
    !used.has(c.id) &&
    c.currency === line.currency &&
    Math.sign(c.amount) === Math.sign(line.amount) &&
    within(line, c);

  const proposals: Proposal[] = [];
  const differences: Difference[] = [];
  const remaining: LineToMatch[] = [];
  const differed = new Set<string>();
  const ordered = [...lines].sort((a, b) => (a.valueDate < b.valueDate ? -1 : a.valueDate > b.valueDate ? 1 : 0));
  const take = (line: LineToMatch, chosen: Candidate[], rule: MatchRule) => {
    for (const c of chosen) used.add(c.id);
    proposals.push({ lineId: line.id, transactionIds: chosen.map((c) => c.id), rule });
  };

  // 1. References.
  for (const line of ordered) {
    const named = new Map<string, Candidate>();
    for (const token of line.text.toUpperCase().split(/[^A-Z0-9_-]+/))
      if (token.length >= 3) for (const c of byReference.get(token) ?? []) if (open(line, c)) named.set(c.id, c);
    const found = [...named.values()];
    if (found.length && found.reduce((s, c) => s + c.amount, 0) === line.amount) take(line, found, 'REFERENCE');
    else {
      if (found.length === 1) differed.add(line.id);
      if (found.length === 1)
        differences.push({ lineId: line.id, transactionId: found[0].id, difference: line.amount - found[0].amount });
      remaining.push(line);
    }
  }
  // 2. Exact amount, nearest date.
  const afterExact: LineToMatch[] = [];
  for (const line of remaining) {
    if (differed.has(line.id)) continue; // named, but a different amount: for finance
    let best: Candidate | null = null;
    let bestDistance = Infinity;
    for (const c of byAmount.get(`${line.currency}|${line.amount}`) ?? []) {
      if (!open(line, c)) continue;
      const away = distance(c.date, line);
      if (away < bestDistance) {
        best = c;
        bestDistance = away;
      }
    }
    if (best) take(line, [best], 'AMOUNT_DATE');
    else afterExact.push(line);
  }
  // 3 and 4. Many-to-one. A side's candidates are in (date, id) order: the open ones within the tolerance are a
  // window of it found by binary search on their day numbers, taken a day at a time; the nearest days first give the
  // pool in (distance, date, id) order without sorting it. (Filtering and sorting every open candidate of the side
  // for each line left over was 3.5 s of CPU of a 10,000-line import at 1M transactions: docs/performance.md.)
  const sideDays = new Map<string, number[]>();
  for (const [side, list] of bySide)
    sideDays.set(
      side,
      list.map((c) => dayOf(c.date)),
    );
  for (const line of afterExact) {
    const side = `${line.currency}|${Math.sign(line.amount)}`;
    const list = bySide.get(side) ?? [];
    const days = sideDays.get(side) ?? [];
    const day = dayOf(line.valueDate);
    const byDay = new Map<string, Candidate[]>();
    for (let i = firstAtLeast(days, day - toleranceDays); i < list.length && days[i] <= day + toleranceDays; i++) {
      const c = list[i];
      if (!used.has(c.id)) (byDay.get(c.date) ?? byDay.set(c.date, []).get(c.date)!).push(c);
    }
    if (!byDay.size) continue;
    const groups = [...byDay.keys()]
      .sort((a, b) => distance(a, line) - distance(b, line) || (a < b ? -1 : 1))
      .map((d) => byDay.get(d)!);
    const batch = groups.find((group) => group.length > 1 && group.reduce((s, c) => s + c.amount, 0) === line.amount);
    if (batch) {
      take(line, batch, 'SAME_DAY_BATCH');
      continue;
    }
    const nearest: Candidate[] = [];
    for (const group of groups) {
      nearest.push(...group.slice(0, SUBSET_POOL - nearest.length));
      if (nearest.length === SUBSET_POOL) break;
    }
    const subset = findSubset(nearest, line.amount);
    if (subset) take(line, subset, 'SUBSET');
  }
  return { proposals, differences };
}

/** The first index of an ascending array whose value is at least `value` (its length when there is none). */
function firstAtLeast(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Two to SUBSET_MAX candidates (all of one sign) summing to `target`; the first in the pool's order. */
function findSubset(pool: Candidate[], target: number): Candidate[] | null {
  const chosen: Candidate[] = [];
  const abs = Math.abs(target);
  const search = (start: number, sum: number): boolean => {
    if (sum === abs && chosen.length >= 2) return true;
    if (chosen.length === SUBSET_MAX || sum >= abs) return false;
    for (let i = start; i < pool.length; i++) {
      chosen.push(pool[i]);
      if (search(i + 1, sum + Math.abs(pool[i].amount))) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0, 0) ? [...chosen] : null;
}

/** Business days (Monday to Friday) after `from` up to and including `to`; 0 when `to` is not later. */
export function businessDaysBetween(from: string, to: string): number {
  const days = daysBetween(from, to);
  if (days <= 0) return 0;
  const weekday = new Date(`${from}T00:00:00Z`).getUTCDay(); // 0 Sunday
  let count = Math.floor(days / 7) * 5;
  for (let i = 1; i <= days % 7; i++) {
    const d = (weekday + i) % 7;
    if (d !== 0 && d !== 6) count++;
  }
  return count;
}
