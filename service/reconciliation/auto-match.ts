/**
 * Automatic matching of statement lines to deposits and payouts, pure (docs/reconciliation.md, "Matching rules").
 * Days are business days (Monday to Friday less the merchant's bank holidays): a Friday deposit credited on Monday is
 * one day away. Every automatic match has the same currency; a deposit is a credit (+), a payout a debit (−). In
 * order:
 * 1. REFERENCE: the line's reference or text names transactions (their code or a reference of theirs) whose sum is
 *    the line's amount (or within the amount tolerance: the difference booked as an adjustment), whatever their
 *    dates: one-to-one or many-to-one. One named transaction further off is an amount difference.
 * 2. AMOUNT_DATE: one transaction with the same amount within the date tolerance, the nearest date (then the
 *    earliest, then the id).
 * 3. SAME_DAY_BATCH: every open transaction of one date within the tolerance, together, makes the amount (a bank that
 *    credits a day's deposits at once).
 * 4. SETTLEMENT_WINDOW: every open transaction of consecutive days within the tolerance makes the amount (a bank that
 *    credits several days' deposits at once).
 * 5. SUBSET: two to four of the 16 nearest open transactions make the amount (the nearest-dated combination first).
 * 6. TOLERANCE: one transaction within the amount tolerance and the date tolerance (the closest amount, then the
 *    nearest date), the difference booked as an adjustment.
 * A transaction is used once; lines are taken in value-date order.
 */
import { timeSlice } from '../lib/time-slice';

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

export type MatchRule = 'REFERENCE' | 'AMOUNT_DATE' | 'SAME_DAY_BATCH' | 'SETTLEMENT_WINDOW' | 'SUBSET' | 'TOLERANCE';

export interface Proposal {
  lineId: string;
  transactionIds: string[];
  rule: MatchRule;
  /** The line's amount minus the transactions' (non-zero only within the amount tolerance). */
  difference: number;
}

export interface MatchOptions {
  /** Business days either side. */
  toleranceDays: number;
  /** Minor units a match may differ by (0: exact only). */
  amountTolerance?: number;
  /** Bank holidays, YYYY-MM-DD. */
  holidays?: readonly string[];
}

export interface Difference {
  lineId: string;
  transactionId: string;
  /** The line's amount minus the transaction's. */
  difference: number;
}

const SUBSET_POOL = 16;
const SUBSET_MAX = 4;

export type MatchResult = { proposals: Proposal[]; differences: Difference[] };

/** Lines (or candidates, while indexing them) looked at between two pause points of `autoMatchSteps`. */
const STEP = 16;
const INDEX_STEP = 2_048;

/** The matching at once (tests, small runs). */
export function autoMatch(lines: LineToMatch[], candidates: Candidate[], options: MatchOptions | number): MatchResult {
  const steps = autoMatchSteps(lines, candidates, options);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * The matching in bounded steps, handing the event loop back whenever a slice of CPU time is spent: a big
 * statement's matching is seconds of CPU, and other requests must not wait behind it (docs/reconciliation.md, "Size").
 */
export async function autoMatchYielding(
  lines: LineToMatch[],
  candidates: Candidate[],
  options: MatchOptions | number,
): Promise<MatchResult> {
  const steps = autoMatchSteps(lines, candidates, options);
  const slice = timeSlice();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await slice();
  }
}

/** The matching as a generator: it yields a pause point every STEP lines of each rule (INDEX_STEP candidates while
 * indexing them) and returns the result. */
export function* autoMatchSteps(
  lines: LineToMatch[],
  candidates: Candidate[],
  options: MatchOptions | number,
): Generator<void, MatchResult> {
  let work = 0;
  const {
    toleranceDays,
    amountTolerance = 0,
    holidays = [],
  } = typeof options === 'number' ? { toleranceDays: options } : options;
  const used = new Set<string>();
  // Day distances are integer subtraction of business-day ordinals computed once per date: the many-to-one rules
  // compare every open line with every candidate of its side, millions of times at 10,000 lines (docs/performance.md).
  const ordinal = businessOrdinals(holidays);
  const dayNumbers = new Map<string, number>();
  const dayOf = (date: string) => {
    let n = dayNumbers.get(date);
    if (n === undefined) dayNumbers.set(date, (n = ordinal(date)));
    return n;
  };
  const distance = (date: string, line: LineToMatch) => Math.abs(dayOf(line.valueDate) - dayOf(date));
  const byReference = new Map<string, Candidate[]>();
  for (const c of candidates) {
    if (++work % INDEX_STEP === 0) yield;
    for (const ref of c.references) {
      const list = byReference.get(ref);
      if (list) list.push(c);
      else byReference.set(ref, [c]);
    }
  }
  const byAmount = new Map<string, Candidate[]>();
  const bySide = new Map<string, Candidate[]>();
  yield;
  const sorted = [...candidates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
  yield;
  for (const c of sorted) {
    if (++work % INDEX_STEP === 0) yield;
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
  yield;
  const ordered = [...lines].sort((a, b) => (a.valueDate < b.valueDate ? -1 : a.valueDate > b.valueDate ? 1 : 0));
  yield;
  const take = (line: LineToMatch, chosen: Candidate[], rule: MatchRule) => {
    for (const c of chosen) used.add(c.id);
    const difference = line.amount - chosen.reduce((s, c) => s + c.amount, 0);
    proposals.push({ lineId: line.id, transactionIds: chosen.map((c) => c.id), rule, difference });
  };
  // A reference wins over dates: a named transaction of the line's side and currency matches whatever its date.
  const named = (line: LineToMatch, c: Candidate) =>
    !used.has(c.id) && c.currency === line.currency && Math.sign(c.amount) === Math.sign(line.amount);

  // 1. References.
  for (const line of ordered) {
    if (++work % STEP === 0) yield;
    const found = [...namedIn(line, byReference, named).values()];
    const sum = found.reduce((s, c) => s + c.amount, 0);
    if (found.length && Math.abs(line.amount - sum) <= amountTolerance) take(line, found, 'REFERENCE');
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
    if (++work % STEP === 0) yield;
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
  for (const [side, list] of bySide) {
    const days: number[] = [];
    for (const c of list) {
      if (++work % INDEX_STEP === 0) yield;
      days.push(dayOf(c.date));
    }
    sideDays.set(side, days);
  }
  const afterMany: LineToMatch[] = [];
  for (const line of afterExact) {
    if (++work % STEP === 0) yield;
    const side = `${line.currency}|${Math.sign(line.amount)}`;
    const list = bySide.get(side) ?? [];
    const days = sideDays.get(side) ?? [];
    const day = dayOf(line.valueDate);
    const byDay = new Map<string, Candidate[]>();
    for (let i = firstAtLeast(days, day - toleranceDays); i < list.length && days[i] <= day + toleranceDays; i++) {
      const c = list[i];
      if (!used.has(c.id)) (byDay.get(c.date) ?? byDay.set(c.date, []).get(c.date)!).push(c);
    }
    if (!byDay.size) {
      afterMany.push(line);
      continue;
    }
    const groups = [...byDay.keys()]
      .sort((a, b) => distance(a, line) - distance(b, line) || (a < b ? -1 : 1))
      .map((d) => byDay.get(d)!);
    const batch = groups.find((group) => group.length > 1 && group.reduce((s, c) => s + c.amount, 0) === line.amount);
    if (batch) {
      take(line, batch, 'SAME_DAY_BATCH');
      continue;
    }
    const window = settlementWindow([...byDay.keys()].sort(), byDay, line.amount);
    if (window) {
      take(line, window, 'SETTLEMENT_WINDOW');
      continue;
    }
    const nearest: Candidate[] = [];
    for (const group of groups) {
      nearest.push(...group.slice(0, SUBSET_POOL - nearest.length));
      if (nearest.length === SUBSET_POOL) break;
    }
    const subset = findSubset(nearest, line.amount);
    if (subset) take(line, subset, 'SUBSET');
    else afterMany.push(line);
  }
  // 6. Within the amount tolerance: the closest amount, then the nearest date, then the id.
  if (amountTolerance > 0)
    for (const line of afterMany) {
      if (++work % STEP === 0) yield;
      let best: Candidate | null = null;
      let bestKey = [Infinity, Infinity];
      for (const c of bySide.get(`${line.currency}|${Math.sign(line.amount)}`) ?? []) {
        const off = Math.abs(line.amount - c.amount);
        if (off > amountTolerance || !open(line, c)) continue;
        const key = [off, distance(c.date, line)];
        if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
          best = c;
          bestKey = key;
        }
      }
      if (best) take(line, [best], 'TOLERANCE');
    }
  return { proposals, differences };
}

/** The transactions the line's reference or text names, by their code or references. */
function namedIn(
  line: LineToMatch,
  byReference: Map<string, Candidate[]>,
  eligible: (l: LineToMatch, c: Candidate) => boolean,
) {
  const found = new Map<string, Candidate>();
  for (const token of line.text.toUpperCase().split(/[^A-Z0-9_-]+/))
    if (token.length >= 3) for (const c of byReference.get(token) ?? []) if (eligible(line, c)) found.set(c.id, c);
  return found;
}

/** Consecutive days (two or more, in date order) whose open transactions together make the amount; the shortest run first. */
function settlementWindow(dates: string[], byDay: Map<string, Candidate[]>, amount: number): Candidate[] | null {
  const sums = dates.map((d) => byDay.get(d)!.reduce((s, c) => s + c.amount, 0));
  for (let length = 2; length <= dates.length; length++)
    for (let start = 0; start + length <= dates.length; start++) {
      let sum = 0;
      for (let i = start; i < start + length; i++) sum += sums[i];
      if (sum === amount) return dates.slice(start, start + length).flatMap((d) => byDay.get(d)!);
    }
  return null;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * A date's business-day ordinal: how many business days (Monday to Friday, not a holiday) there are up to it,
 * counted from an arbitrary origin. Two dates' distance in business days is the difference of their ordinals.
 */
export function businessOrdinals(holidays: readonly string[]): (date: string) => number {
  const off = [...new Set(holidays)]
    .map(dayNumber)
    .filter((n) => (((n + 3) % 7) + 7) % 7 < 5)
    .sort((a, b) => a - b);
  return (date: string) => {
    const n = dayNumber(date);
    // Day 0 (1970-01-01) was a Thursday: n + 3 counts from a Monday.
    const w = n + 3;
    const weeks = Math.floor(w / 7);
    const rest = w - weeks * 7;
    return weeks * 5 + Math.min(rest + 1, 5) - firstAtLeast(off, n + 1);
  };
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

/** Business days (Monday to Friday, not a bank holiday) after `from` up to and including `to`; 0 when `to` is not later. */
export function businessDaysBetween(from: string, to: string, holidays: readonly string[] = []): number {
  if (to <= from) return 0;
  const ordinal = businessOrdinals(holidays);
  return ordinal(to) - ordinal(from);
}
