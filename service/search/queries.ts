import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DateFilter } from '../db/pages';
import type { SearchGroup } from './schemas';

/**
 * Search (docs/search.md): one query per group, every one scoped by merchant_id and served by the
 * indexes of migrations 0006 (trigram GIN over accent-free lower-case text, jsonb_path_ops over metadata) and 0010
 * (transactions' codes and references by prefix) or the list indexes (amount, last 4, end users and accounts of
 * transactions). Each group's statement is marked `public.search_serial()` (0010): planned without parallel workers.
 */

export interface MetadataTerm {
  key: string;
  value: string;
}

export interface SearchParams {
  /** Words, each of which must match (lower-cased; accents are folded in SQL). */
  words: string[];
  metadata: MetadataTerm[];
  amount?: number;
  /** Amount range, inclusive (the lists' amount_greater_than and amount_less_than). */
  amountFrom?: number;
  amountTo?: number;
  currency?: string;
  status?: string;
  type?: string;
  dateFrom?: DateFilter;
  dateTo?: DateFilter;
  /** The raw date filters, handed back in list_filters. */
  rawDates: { date_from?: string; date_to?: string };
  groups: readonly SearchGroup[];
  limit: number;
}

export type Match = 'exact' | 'prefix' | 'contains' | 'fuzzy' | 'filter';

export interface SearchRow {
  kind: string;
  uuid: string;
  code: string | null;
  title: string | null;
  end_user_name: string | null;
  /** A transaction's parties by name, in the direction money moves (the end user of each side, when it has one). */
  origin_name: string | null;
  destination_name: string | null;
  detail: string | null;
  status: string | null;
  amount: number | null;
  currency: string | null;
  date_created_gmt: string;
  match: Match;
}

export interface GroupAnswer {
  group: SearchGroup;
  total: number;
  total_is_lower_bound: boolean;
  results: SearchRow[];
  list_filters: Record<string, string> | null;
}

/** Counted up to this many (a count of every match of "a" at 1M would cost more than the search). */
const COUNT_CAP = 1000;
/**
 * End users and accounts the words may name before transactions are looked up by them (the most recent ones): a
 * word that names more (an institution every account has) is not a search for a person.
 */
const SET_CAP = 200;

const METADATA_KEY = /^[A-Za-z0-9_.-]{1,40}$/;

/** Splits `q` into words (2+ characters) and `key:value` metadata terms. */
export function parseTerms(q: string | undefined): { words: string[]; metadata: MetadataTerm[] } {
  const words: string[] = [];
  const metadata: MetadataTerm[] = [];
  for (const token of (q ?? '').trim().split(/\s+/).filter(Boolean)) {
    const colon = token.indexOf(':');
    if (colon > 0 && colon < token.length - 1 && METADATA_KEY.test(token.slice(0, colon))) {
      metadata.push({ key: token.slice(0, colon), value: token.slice(colon + 1) });
      continue;
    }
    if (token.length >= 2) words.push(token.toLowerCase());
  }
  return { words: [...new Set(words)].slice(0, 8), metadata: metadata.slice(0, 5) };
}

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
const norm = (w: string) => sql`public.search_norm(${escapeLike(w)})`;
const contains = (text: SQL, w: string) => sql`${text} like '%' || ${norm(w)} || '%'`;
const wordPrefix = (text: SQL, w: string) => sql`(' ' || ${text}) like '% ' || ${norm(w)} || '%'`;
const wholeWord = (text: SQL, w: string) => sql`(' ' || ${text} || ' ') like '% ' || ${norm(w)} || ' %'`;
/** search_refs(…) starts with a space and has one before each field: a field's prefix is `' ' || prefix`. */
const refPrefix = (refs: SQL, w: string) => sql`${refs} like '% ' || ${escapeLike(w)} || '%'`;
const refExact = (refs: SQL, w: string) => sql`${refs} like '% ' || ${escapeLike(w)} || ' %'`;
const all = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`);
const any = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
/** One array parameter, not one parameter per id: the plan stays an index scan per column whatever the count. */
const inList = (column: SQL, ids: string[]) =>
  ids.length ? sql`${column} = any(${sql.param(ids)}::text[])` : sql`false`;
const metadataOf = (column: SQL, terms: MetadataTerm[]) =>
  all(terms.map((t) => sql`${column} @> ${JSON.stringify({ [t.key]: t.value })}::jsonb`));
const hasAmount = (p: SearchParams) => p.amount !== undefined || p.amountFrom !== undefined || p.amountTo !== undefined;
function amounts(column: SQL, p: SearchParams): SQL[] {
  return [
    ...(p.amount !== undefined ? [sql`${column} = ${p.amount}`] : []),
    ...(p.amountFrom !== undefined ? [sql`${column} >= ${p.amountFrom}`] : []),
    ...(p.amountTo !== undefined ? [sql`${column} <= ${p.amountTo}`] : []),
  ];
}
function dates(column: SQL, p: SearchParams): SQL[] {
  const out: SQL[] = [];
  if (p.dateFrom) out.push(sql`${column} >= ${p.dateFrom.at.toISOString()}::timestamptz`);
  if (p.dateTo)
    out.push(
      p.dateTo.dayOnly
        ? sql`${column} < ${new Date(p.dateTo.at.getTime() + 86_400_000).toISOString()}::timestamptz`
        : sql`${column} <= ${p.dateTo.at.toISOString()}::timestamptz`,
    );
  return out;
}
const personText = (e: string) =>
  sql.raw(
    `public.search_person(${e}.first_name, ${e}.last_name, ${e}.organization, ${e}.organization_legal_name, ${e}.email)`,
  );
const displayName = (e: string) =>
  sql.raw(
    `coalesce(nullif(trim(coalesce(${e}.first_name, '') || ' ' || coalesce(${e}.last_name, '')), ''), ${e}.organization)`,
  );
/**
 * A person matches a word by a fragment of a name, organization or email, or (ranked after) by a fragment of one of
 * the word's corrections (docs/search.md, "Typos").
 */
const personWord = (text: SQL, w: string, corrections: string[] = []) =>
  any([contains(text, w), ...corrections.map((c) => contains(text, c))]);

/**
 * Words search corrects: letters only, long enough for one edit to leave them recognisable, short enough for
 * levenshtein (at most 255 bytes).
 */
const CORRECTABLE = /^\p{L}{4,40}$/u;
/** Corrections tried per word, the closest first. */
const CORRECTIONS_CAP = 8;

/** Scores: 4 exact id or code, 3 exact, 2 prefix, 1 fragment, 0 and below a correction (the closer, the higher). */
const SCORE_LABELS = sql.raw(
  `case when score >= 3 then 'exact' when score = 2 then 'prefix' when score = 1 then 'contains' when score <= 0 then 'fuzzy' else 'filter' end`,
);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface Found {
  /** End users every word names, those named by the words as typed first. */
  people: string[];
  /** Of those, the ones named by the words as typed (the others only through a correction: ranked as fuzzy). */
  exactPeople: string[];
  /** Accounts every word names (last 4 or institution): the accounts group. */
  accounts: string[];
  /**
   * Accounts every word names by its last 4: their movements. An institution's name names the movements of
   * thousands of accounts, which is no search; it finds the accounts only.
   */
  last4Accounts: string[];
  /** Per word, the names' words it may be a typo of (none when it is a word of some name as typed). */
  corrections: string[][];
}

const NONE: Found = { people: [], exactPeople: [], accounts: [], last4Accounts: [], corrections: [] };

/**
 * End users every word names (a fragment, or a fragment of a correction), and accounts every word names (last 4,
 * institution): the institutions and the corrections of each word, then one statement.
 */
async function namedSets(db: Db, merchantId: string, words: string[]): Promise<Found> {
  if (!words.length) return NONE;
  const text = personText('e');
  // The institutions each word names first (a small table, one statement): the accounts statement then has only
  // the arms that can match, each an index lookup (last 4, institution). With the institutions as a subquery the
  // planner, not knowing it finds none, walked every account of the merchant in date order for "1234".
  // In the same statement, a word that is no dictionary word (names, descriptions) gets the dictionary's words within
  // one edit (four letters) or two (five and more), or one swap of adjacent letters (a transposition, which
  // Levenshtein counts as two), closest first (migrations 0024 and 0026, docs/search.md).
  const perWord = rowsOf<{ ids: string[]; corrections: string[] | null }>(
    await db.execute(sql`select array(select i.id from institutions i
        where public.search_norm(i.name) like '%' || public.search_norm(u.w) || '%') as ids,
        case when u.fix and x.n ~ '^[a-z]+$' and not exists (select 1 from search_words s where s.word = x.n)
          then array(select s.word from search_words s
            where length(s.word) between length(x.n) - x.k and length(x.n) + x.k
              and (public.levenshtein_less_equal(s.word, x.n, x.k) <= x.k or s.word = any(x.swaps))
            order by case when s.word = any(x.swaps) then 1 else public.levenshtein(s.word, x.n) end,
              abs(length(s.word) - length(x.n)), s.word limit ${CORRECTIONS_CAP}) end as corrections
      from unnest(${sql.param(words.map(escapeLike))}::text[], ${sql.param(words.map((w) => CORRECTABLE.test(w)))}::boolean[])
        with ordinality as u(w, fix, n),
        lateral (select public.search_norm(u.w) as n, case when length(u.w) >= 5 then 2 else 1 end as k) y,
        lateral (select y.n, y.k, array(select overlay(y.n placing substr(y.n, i + 1, 1) || substr(y.n, i, 1) from i for 2)
          from generate_series(1, length(y.n) - 1) as i) as swaps) x
      order by u.n`),
  );
  const institutionsOf = perWord.map((row) => row.ids);
  const corrections = perWord.map((row) => row.corrections ?? []);
  const accountWord = (w: string, i: number) =>
    any([
      ...(/^\d{4}$/.test(w) ? [sql`a.last_4 = ${w}`] : []),
      ...(institutionsOf[i].length ? [inList(sql`a.institution_id`, institutionsOf[i])] : []),
    ]);
  const byLast4 = words.every((w) => /^\d{4}$/.test(w));
  const newest = sql`order by a.date_created_gmt desc nulls last, a.id desc nulls last limit ${SET_CAP}`;
  const newestPeople = sql`order by e.date_created_gmt desc nulls last, e.id desc nulls last limit ${SET_CAP}`;
  const asTyped = all(words.map((w) => contains(text, w)));
  const corrected = corrections.some((c) => c.length > 0);
  const [row] = rowsOf<{
    people: string[] | null;
    fuzzy: string[] | null;
    accounts: string[] | null;
    last4: string[] | null;
  }>(
    await db.execute(sql`select
      array(select e.id from end_users e where e.merchant_id = ${merchantId} and ${asTyped} ${newestPeople}) as people,
      ${
        // The people named only through corrections, found through the trigram index first: ordered by date with a
        // limit, the planner walked every end user of the merchant newest first (82 ms at 15,000) when none match.
        corrected
          ? sql`array(with e as materialized (select e.id, e.date_created_gmt from end_users e
                where e.merchant_id = ${merchantId}
                  and ${all(words.map((w, i) => personWord(text, w, corrections[i])))} and not ${asTyped})
              select e.id from e ${newestPeople})`
          : sql`null::text[]`
      } as fuzzy,
      array(select a.id from accounts a where a.merchant_id = ${merchantId}
        and ${all(words.map(accountWord))} ${newest}) as accounts,
      ${
        byLast4
          ? sql`array(select a.id from accounts a where a.merchant_id = ${merchantId}
              and ${all(words.map((w) => sql`a.last_4 = ${w}`))} ${newest})`
          : sql`null::text[]`
      } as last4`),
  );
  const exactPeople = row?.people ?? [];
  return {
    people: [...exactPeople, ...(row?.fuzzy ?? [])].slice(0, SET_CAP),
    exactPeople,
    accounts: row?.accounts ?? [],
    last4Accounts: row?.last4 ?? [],
    corrections,
  };
}

/** One group's query: what matches, its score (4 exact id or code … 0 fuzzy; null without words), the row. */
interface GroupSql {
  /** The table searched, aliased; `where` names only it. */
  from: SQL;
  /** Joined for the rows shown only (their end user's name, an account's institution). */
  joins: SQL;
  /** The exact id or code of a one-word query: always among the matches ranked, however many newer ones match. */
  exact: SQL | null;
  where: SQL[];
  score: SQL;
  select: SQL;
  created: SQL;
  id: SQL;
  /** The where without the end-user clause (list_filters: do all matches come through the one person?). */
  otherThanPerson?: SQL;
  /** Counted beside the total: rows the group's list does not hold (refunds among payments). */
  notInList?: SQL;
  /**
   * Transactions with words: what the words name otherwise than through a person (an account's last 4, the
   * description, a code or reference, the id), of the merchant, whatever the type and other filters (runGroup looks
   * these up first when they are few).
   */
  named?: SQL;
  /**
   * Transactions with words that name people: `uuid` and `created` of the newest COUNT_CAP + 1 matches of each named
   * person, on each side and of each of the group's types (one index range each, newest first).
   */
  viaPeople?: SQL;
}

function scoreOf(
  words: string[],
  parts: { idOrCode: SQL; exact: SQL[]; prefix: SQL[]; contains: SQL[]; fuzzy?: SQL },
): SQL {
  if (!words.length) return sql`null::int`;
  return sql`case when ${parts.idOrCode} then 4 when ${any(parts.exact)} then 3 when ${any(parts.prefix)} then 2
    when ${any(parts.contains)} then 1 else ${parts.fuzzy ?? sql`0`} end`;
}

/**
 * A person matched through corrections: minus how far down each word's corrections (closest first) the name's
 * word is, summed over the words.
 */
function correctionDistance(text: SQL, words: string[], corrections: string[][]): SQL {
  const perWord = words.flatMap((w, i) =>
    corrections[i]?.length
      ? [
          sql`case when ${contains(text, w)} then 0 ${sql.join(
            corrections[i].map((c, n) => sql`when ${contains(text, c)} then ${sql.raw(String(n))}`),
            sql` `,
          )} else ${sql.raw(String(CORRECTIONS_CAP))} end`,
        ]
      : [],
  );
  return perWord.length ? sql`(0 - (${sql.join(perWord, sql` + `)}))` : sql`0`;
}

/** The same as an index lookup (codes are upper case; ids and codes have unique indexes), or null. */
const exactArm = (words: string[], id: SQL, code: SQL) =>
  words.length === 1 ? sql`(${id} = ${words[0]} or ${code} = ${words[0].toUpperCase()})` : null;

const idOrCode = (words: string[], id: SQL, code: SQL) =>
  words.length === 1 ? sql`(${id} = ${words[0]} or lower(${code}) = ${words[0]})` : sql`false`;

const GROUP_TYPES: Partial<Record<SearchGroup, string[]>> = {
  payments: ['PAYMENT', 'REFUND'],
  transfers: ['TRANSFER'],
  payouts: ['PAYOUT'],
  deposits: ['DEPOSIT'],
};

/**
 * A transaction's code and references (migration 0010): each field on its own, by prefix or whole, lower case; a
 * btree (text_pattern_ops) per field serves the prefix as an index range.
 */
const TRX_REFS = ['code', 'primary_reference', 'secondary_reference', 'tertiary_reference'].map((f) =>
  sql.raw(`lower(t.${f})`),
);
const trxRefPrefix = (w: string) => any(TRX_REFS.map((field) => sql`${field} like ${`${escapeLike(w)}%`}`));
const trxRefExact = (w: string) => any(TRX_REFS.map((field) => sql`${field} = ${w}`));

function transactionsSql(group: SearchGroup, p: SearchParams, merchantId: string, found: Found): GroupSql | null {
  const types = (GROUP_TYPES[group] ?? []).filter((t) => !p.type || t === p.type);
  if (!types.length) return null;
  const description = sql.raw(`public.search_norm(t.description)`);
  const { words } = p;
  const viaPerson = any([
    inList(sql`t.origin_end_user_id`, found.people),
    inList(sql`t.destination_end_user_id`, found.people),
  ]);
  const viaExactPerson = any([
    inList(sql`t.origin_end_user_id`, found.exactPeople),
    inList(sql`t.destination_end_user_id`, found.exactPeople),
  ]);
  const viaAccount = any([
    inList(sql`t.origin_account_id`, found.last4Accounts),
    inList(sql`t.destination_account_id`, found.last4Accounts),
  ]);
  const ownWords = all(words.map((w) => any([contains(description, w), trxRefPrefix(w), sql`t.id = ${w}`])));
  // Or a description word through a correction of a typed word (ranked after: docs/search.md, "Typos").
  const corrected = found.corrections.some((c) => c.length > 0);
  const ownOrCorrected = corrected
    ? all(
        words.map((w, i) =>
          any([
            contains(description, w),
            trxRefPrefix(w),
            sql`t.id = ${w}`,
            ...(found.corrections[i] ?? []).map((c) => contains(description, c)),
          ]),
        ),
      )
    : ownWords;
  const merchant = sql`t.merchant_id = ${merchantId}`;
  const filters: SQL[] = [
    ...amounts(sql`t.amount`, p),
    ...(p.currency ? [sql`t.currency = ${p.currency}`] : []),
    ...(p.status ? [sql`t.status = ${p.status}`] : []),
    ...dates(sql`t.date_created_gmt`, p),
    ...(p.metadata.length ? [metadataOf(sql`t.metadata`, p.metadata)] : []),
  ];
  const base: SQL[] = [
    merchant,
    types.length === 1
      ? sql`t.type = ${types[0]}`
      : sql`t.type in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})`,
    ...filters,
  ];
  const text = words.length ? [any([viaPerson, viaAccount, ownOrCorrected])] : [];
  // Each named person's newest movements of one side and type: a range of the (end user, type, date) indexes of
  // migration 0027, read newest first and cut at COUNT_CAP + 1 (docs/search.md, "Indexes").
  const newestOf = (side: 'origin_end_user_id' | 'destination_end_user_id') =>
    sql`select x.uuid, x.created from unnest(${sql.param(found.people)}::text[]) as p(id),
      unnest(${sql.param(types)}::text[]) as y(type),
      lateral (select t.id as uuid, t.date_created_gmt as created from transactions t
        where t.${sql.raw(side)} = p.id and t.type = y.type and ${all([merchant, ...filters])}
        order by t.date_created_gmt desc nulls last, t.id desc nulls last limit ${COUNT_CAP + 1}) x`;
  return {
    from: sql`transactions t`,
    joins: sql`left join end_users e on e.id = coalesce(t.origin_end_user_id, t.destination_end_user_id)
      left join end_users eo on eo.id = t.origin_end_user_id left join end_users ed on ed.id = t.destination_end_user_id`,
    exact: exactArm(words, sql`t.id`, sql`t.code`),
    where: [...base, ...text],
    named: words.length ? all([merchant, any([viaAccount, ownOrCorrected])]) : undefined,
    viaPeople:
      words.length && found.people.length
        ? sql`${newestOf('origin_end_user_id')} union ${newestOf('destination_end_user_id')}`
        : undefined,
    otherThanPerson: all([...base, ...(words.length ? [any([viaAccount, ownOrCorrected])] : [])]),
    notInList: group === 'payments' ? sql`t.type <> 'PAYMENT'` : undefined,
    score: scoreOf(words, {
      idOrCode: idOrCode(words, sql`t.id`, sql`t.code`),
      exact: [all(words.map(trxRefExact))],
      prefix: [all(words.map(trxRefPrefix)), viaExactPerson, viaAccount],
      contains: [ownWords],
    }),
    select: sql`t.type as kind, t.id as uuid, t.code, coalesce(t.description, t.primary_reference) as title,
      ${displayName('e')} as end_user_name, ${displayName('eo')} as origin_name, ${displayName('ed')} as destination_name,
      t.primary_reference as detail, t.status, t.amount::float8 as amount,
      t.currency, t.date_created_gmt`,
    created: sql`t.date_created_gmt`,
    id: sql`t.id`,
  };
}

function peopleSql(p: SearchParams, merchantId: string, found: Found): GroupSql | null {
  if (hasAmount(p) || p.currency || p.status || p.type) return null;
  const text = personText('e');
  const refs = sql.raw(`public.search_refs(e.code, e.primary_reference, e.secondary_reference, NULL)`);
  const { words } = p;
  return {
    from: sql`end_users e`,
    joins: sql``,
    exact: exactArm(words, sql`e.id`, sql`e.code`),
    where: [
      sql`e.merchant_id = ${merchantId}`,
      ...dates(sql`e.date_created_gmt`, p),
      ...(p.metadata.length ? [metadataOf(sql`e.metadata`, p.metadata)] : []),
      ...words.map((w, i) => any([personWord(text, w, found.corrections[i]), refPrefix(refs, w), sql`e.id = ${w}`])),
    ],
    score: scoreOf(words, {
      idOrCode: idOrCode(words, sql`e.id`, sql`e.code`),
      exact: [all(words.map((w) => wholeWord(text, w)))],
      prefix: [all(words.map((w) => any([wordPrefix(text, w), refPrefix(refs, w)])))],
      contains: [all(words.map((w) => contains(text, w)))],
      fuzzy: correctionDistance(text, words, found.corrections),
    }),
    select: sql`'end_user' as kind, e.id as uuid, e.code, ${displayName('e')} as title, ${displayName('e')} as end_user_name,
      null as origin_name, null as destination_name,
      e.email as detail, null as status, null::float8 as amount, null as currency, e.date_created_gmt`,
    created: sql`e.date_created_gmt`,
    id: sql`e.id`,
  };
}

function accountsSql(p: SearchParams, merchantId: string, found: Found): GroupSql | null {
  if (hasAmount(p) || p.currency || p.type) return null;
  const refs = sql.raw(`public.search_refs(a.code, a.primary_reference, a.secondary_reference, NULL)`);
  const { words } = p;
  const viaPerson = inList(sql`a.end_user_id`, found.people);
  const own = all(words.map((w) => any([refPrefix(refs, w), sql`a.id = ${w}`])));
  const viaAccount = inList(sql`a.id`, found.accounts);
  const base = [
    sql`a.merchant_id = ${merchantId}`,
    ...(p.status ? [sql`a.current_status = ${p.status}`] : []),
    ...dates(sql`a.date_created_gmt`, p),
    ...(p.metadata.length ? [metadataOf(sql`a.metadata`, p.metadata)] : []),
  ];
  return {
    from: sql`accounts a`,
    joins: sql`left join institutions i on i.id = a.institution_id left join end_users e on e.id = a.end_user_id`,
    exact: exactArm(words, sql`a.id`, sql`a.code`),
    where: [...base, ...(words.length ? [any([viaPerson, viaAccount, own])] : [])],
    otherThanPerson: all([...base, ...(words.length ? [any([viaAccount, own])] : [])]),
    score: scoreOf(words, {
      idOrCode: idOrCode(words, sql`a.id`, sql`a.code`),
      exact: [words.length === 1 ? sql`a.last_4 = ${words[0]}` : sql`false`, all(words.map((w) => refExact(refs, w)))],
      prefix: [all(words.map((w) => refPrefix(refs, w))), inList(sql`a.end_user_id`, found.exactPeople), viaAccount],
      contains: [],
    }),
    select: sql`'account' as kind, a.id as uuid, a.code, i.name as title, ${displayName('e')} as end_user_name,
      null as origin_name, null as destination_name,
      a.last_4 as detail, a.current_status as status, null::float8 as amount, a.currency, a.date_created_gmt`,
    created: sql`a.date_created_gmt`,
    id: sql`a.id`,
  };
}

/** Connect links, checkout links and recurring plans: by their end user, reference or code prefix, id. */
function ownedSql(
  kind: 'connect_link' | 'checkout_link' | 'recurring_plan',
  p: SearchParams,
  merchantId: string,
  found: Found,
): GroupSql | null {
  if (hasAmount(p) || p.currency || p.type) return null;
  const table = { connect_link: 'connect_links', checkout_link: 'checkout_links', recurring_plan: 'recurring_plans' }[
    kind
  ];
  const extra = { connect_link: 'NULL', checkout_link: 'x.link_name', recurring_plan: 'x.description' }[kind];
  const status = kind === 'recurring_plan' ? 'x.status' : 'x.delivery_status';
  const title = { connect_link: 'x.primary_reference', checkout_link: 'x.link_name', recurring_plan: 'x.description' }[
    kind
  ];
  const refs = sql.raw(`public.search_refs(x.code, x.primary_reference, x.secondary_reference, ${extra})`);
  const { words } = p;
  const viaPerson = inList(sql`x.end_user_id`, found.people);
  const own = all(words.map((w) => any([refPrefix(refs, w), sql`x.id = ${w}`])));
  const base = [
    sql`x.merchant_id = ${merchantId}`,
    ...(p.status ? [sql`${sql.raw(status)} = ${p.status}`] : []),
    ...dates(sql`x.date_created_gmt`, p),
    ...(p.metadata.length ? [metadataOf(sql`x.metadata`, p.metadata)] : []),
  ];
  return {
    from: sql`${sql.raw(table)} x`,
    joins: sql`left join end_users e on e.id = x.end_user_id`,
    exact: exactArm(words, sql`x.id`, sql`x.code`),
    where: [...base, ...(words.length ? [any([viaPerson, own])] : [])],
    otherThanPerson: all([...base, ...(words.length ? [own] : [])]),
    score: scoreOf(words, {
      idOrCode: idOrCode(words, sql`x.id`, sql`x.code`),
      exact: [all(words.map((w) => refExact(refs, w)))],
      prefix: [all(words.map((w) => refPrefix(refs, w))), inList(sql`x.end_user_id`, found.exactPeople)],
      contains: [],
    }),
    select: sql`${kind} as kind, x.id as uuid, x.code, ${sql.raw(title)} as title, ${displayName('e')} as end_user_name,
      null as origin_name, null as destination_name,
      x.primary_reference as detail, ${sql.raw(status)} as status, null::float8 as amount, null as currency, x.date_created_gmt`,
    created: sql`x.date_created_gmt`,
    id: sql`x.id`,
  };
}

/**
 * Transactions the words name otherwise than through a person, looked up first (every type, one bitmap of the words'
 * indexes) when at most this many: the group's filters are then applied to those rows. Without it PostgreSQL ANDed
 * that bitmap with the merchant/type index for transfers and payouts (100,000 entries each at 1M). More: the words
 * are common, and the group's statement walks the merchant/type/date index instead. The named people's movements
 * are read apart, newest first per person (GroupSql.viaPeople), however many they have together.
 */
const NAMED_CAP = 5000;

/**
 * One statement per group: the newest COUNT_CAP + 1 matches (walked in the table's merchant/date order, or, for
 * transactions with words, the newest of what the words name and of each named person's newest, scored only once
 * chosen), their count, the best `limit` of them by score, and only those joined to what their rows show. When more
 * than COUNT_CAP match, the best are chosen among the newest COUNT_CAP + 1 (and the exact id or code of a one-word
 * query, however old).
 */
async function runGroup(db: Db, q: GroupSql, limit: number, countOther: boolean) {
  const where = all(q.where);
  const other = countOther && q.otherThanPerson ? q.otherThanPerson : sql`false`;
  const columns = sql`${q.id} as uuid, ${q.created} as created, ${q.score} as score, ${q.notInList ?? sql`false`} as outside,
    ${other} as other`;
  const found = rowsOf<
    SearchRow & {
      score: number | null;
      date_created_gmt: string | Date | null;
      n: number;
      outside_n: number;
      other_n: number;
    }
  >(
    await db.execute(sql`with ${
      q.named
        ? sql`named as materialized (select ${q.id} as uuid, ${q.created} as created, ${where} as ok from ${q.from}
            where ${q.named} limit ${NAMED_CAP + 1}),`
        : sql``
    }
      m as materialized (
        ${
          q.named
            ? sql`(select ${columns} from (
                (select uuid, created from named where ok and (select count(*) from named) <= ${NAMED_CAP})
                ${q.viaPeople ? sql`union (${q.viaPeople})` : sql``}
                union (select ${q.id} as uuid, ${q.created} as created from ${q.from}
                  where (select count(*) from named) > ${NAMED_CAP} and ${where}
                  order by ${q.created} desc nulls last, ${q.id} desc nulls last limit ${COUNT_CAP + 1})
                order by created desc nulls last, uuid desc nulls last limit ${COUNT_CAP + 1}
              ) newest join ${q.from} on ${q.id} = newest.uuid)`
            : sql`(select ${columns} from ${q.from} where ${where}
                order by ${q.created} desc nulls last, ${q.id} desc nulls last limit ${COUNT_CAP + 1})`
        }
        ${q.exact ? sql`union (select ${columns} from ${q.from} where ${q.exact} and ${where} limit 1)` : sql``}),
      n as (select count(*)::int as n, count(*) filter (where outside)::int as outside_n,
        count(*) filter (where other)::int as other_n from m),
      top as (select uuid, score from m order by score desc nulls last, created desc nulls last, uuid desc limit ${limit})
      select ${q.select}, top.score, ${SCORE_LABELS} as match, n.n, n.outside_n, n.other_n
      from n left join (top join ${q.from} on ${q.id} = top.uuid ${q.joins}) on true
      where public.search_serial()`),
  );
  const { n, outside_n: outside, other_n: other_n } = found[0] ?? { n: 0, outside_n: 0, other_n: 0 };
  return {
    rows: found
      .filter((row) => row.uuid !== null)
      .map(
        ({
          score,
          n: _n,
          outside_n: _o,
          other_n: _other,
          outside: _out,
          ...row
        }: (typeof found)[number] & { outside?: unknown }) => {
          const shown: SearchRow = {
            ...row,
            amount: row.amount === null ? null : Number(row.amount),
            date_created_gmt: new Date(row.date_created_gmt!).toISOString(),
          };
          SCORES.set(shown, score === null ? -Infinity : Number(score));
          return shown;
        },
      ),
    total: Math.min(n, COUNT_CAP),
    lowerBound: n > COUNT_CAP,
    outside,
    /** Of the matches counted, those that match otherwise than through the one person the words name. */
    otherThanPerson: other_n,
  };
}

async function anyRow(db: Db, q: GroupSql, where: SQL): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from ${q.from} where ${where} limit 1`));
  return rows.length > 0;
}

/**
 * The filters of the group's list that select exactly the records found, or null: amount, status and dates map
 * to list filters; words do when they name one end user and every match is that end user's; metadata never.
 */
async function listFilters(
  db: Db,
  group: SearchGroup,
  q: GroupSql,
  p: SearchParams,
  found: Found,
  run: { outside: number; otherThanPerson: number; lowerBound: boolean },
): Promise<Record<string, string> | null> {
  const { outside } = run;
  if (p.metadata.length || group === 'links' || outside > 0) return null;
  const f: Record<string, string> = { ...p.rawDates } as Record<string, string>;
  const isTransactions = GROUP_TYPES[group] !== undefined;
  if (p.amount !== undefined) f.amount = String(p.amount);
  if (p.amountFrom !== undefined) f.amount_greater_than = String(p.amountFrom);
  if (p.amountTo !== undefined) f.amount_less_than = String(p.amountTo);
  if (p.currency) {
    if (group !== 'deposits') return null;
    f.currency = p.currency;
  }
  if (p.status) {
    if (group === 'deposits' || group === 'people') return null;
    f[group === 'accounts' ? 'current_status' : 'status'] = p.status;
  }
  if (p.words.length) {
    if (group === 'people' || group === 'deposits' || found.people.length !== 1) return null;
    if (run.otherThanPerson > 0) return null;
    // Past the newest COUNT_CAP + 1 matches (counted in runGroup): ask.
    if (run.lowerBound && q.otherThanPerson && (await anyRow(db, q, q.otherThanPerson))) return null;
    f.end_user_uuid = found.people[0];
  }
  if (isTransactions && group !== 'deposits' && p.type && p.type !== GROUP_TYPES[group]?.[0]) return null;
  return f;
}

/** How many of a search's group statements run at once: at most this many of the pool's connections for one search. */
const GROUP_STATEMENTS_AT_ONCE = 4;

/** `work` over `items`, at most `limit` at a time, the results in the items' order. */
async function inTurns<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let taken = 0;
  const worker = async () => {
    while (taken < items.length) {
      const i = taken++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function search(db: Db, merchantId: string, p: SearchParams): Promise<GroupAnswer[]> {
  if (!p.words.length && !p.metadata.length && !hasAmount(p) && !p.status && !p.type && !p.dateFrom && !p.dateTo)
    return [];
  const found = await namedSets(db, merchantId, p.words);
  const planned = p.groups.map((group) => {
    const parts: (GroupSql | null)[] =
      group === 'people'
        ? [peopleSql(p, merchantId, found)]
        : group === 'accounts'
          ? [accountsSql(p, merchantId, found)]
          : group === 'links'
            ? [ownedSql('connect_link', p, merchantId, found), ownedSql('checkout_link', p, merchantId, found)]
            : group === 'plans'
              ? [ownedSql('recurring_plan', p, merchantId, found)]
              : [transactionsSql(group, p, merchantId, found)];
    return { group, queries: parts.filter((q): q is GroupSql => q !== null) };
  });
  // The groups' statements run side by side, GROUP_STATEMENTS_AT_ONCE at a time (on PostgreSQL each on a connection of
  // the pool; PGlite's one connection takes them in turn): docs/search.md, "Indexes".
  const runs = await inTurns(
    planned.flatMap(({ queries }) => queries),
    GROUP_STATEMENTS_AT_ONCE,
    (q) => runGroup(db, q, p.limit, found.people.length === 1),
  );
  const answers: GroupAnswer[] = [];
  let next = 0;
  for (const { group, queries } of planned) {
    const runsOf = runs.slice(next, (next += queries.length));
    if (!queries.length) continue;
    const total = runsOf.reduce((n, r) => n + r.total, 0);
    if (total === 0) continue;
    const results = runsOf
      .flatMap((r) => r.rows)
      .sort(
        (a, b) =>
          rank(b) - rank(a) ||
          (SCORES.get(b) ?? 0) - (SCORES.get(a) ?? 0) ||
          b.date_created_gmt.localeCompare(a.date_created_gmt) ||
          (a.uuid < b.uuid ? 1 : -1),
      )
      .slice(0, p.limit);
    answers.push({
      group,
      total: Math.min(total, COUNT_CAP),
      total_is_lower_bound: runsOf.some((r) => r.lowerBound) || total > COUNT_CAP,
      results,
      list_filters: queries.length === 1 ? await listFilters(db, group, queries[0], p, found, runsOf[0]) : null,
    });
  }
  return answers;
}

/** Each row's score (a correction's closeness orders rows of one match), kept beside the answer's rows. */
const SCORES = new WeakMap<SearchRow, number>();
const RANKS: Record<Match, number> = { exact: 4, prefix: 2, contains: 1, fuzzy: 0, filter: -1 };
const rank = (row: SearchRow) => RANKS[row.match];
