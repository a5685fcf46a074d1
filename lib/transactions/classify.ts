/** What a search query looks like: an id of a known type, an email, or free text (a code or reference). */
export type QueryKind =
  | {
      kind: 'id';
      resource: 'transaction' | 'account' | 'end_user' | 'connect_link' | 'checkout_link' | 'recurring_plan';
      id: string;
    }
  | { kind: 'other_id'; prefix: string; id: string }
  | { kind: 'email'; email: string }
  | { kind: 'text'; text: string }
  | { kind: 'empty' };

const PREFIXES: Record<string, Extract<QueryKind, { kind: 'id' }>['resource']> = {
  trx: 'transaction',
  acc: 'account',
  eur: 'end_user',
  clk: 'connect_link',
  chk: 'checkout_link',
  chl: 'checkout_link',
  rcp: 'recurring_plan',
};

export function classifyQuery(raw: string | null | undefined): QueryKind {
  const q = (raw ?? '').trim().slice(0, 200);
  if (!q) return { kind: 'empty' };
  const id = /^([A-Za-z]{3})_([A-Za-z0-9-]{1,100})$/.exec(q);
  if (id) {
    const prefix = id[1].toLowerCase();
    const normalized = `${prefix}_${id[2]}`;
    const resource = PREFIXES[prefix];
    return resource ? { kind: 'id', resource, id: normalized } : { kind: 'other_id', prefix, id: normalized };
  }
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q)) return { kind: 'email', email: q };
  return { kind: 'text', text: q };
}
