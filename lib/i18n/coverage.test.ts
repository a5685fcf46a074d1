import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { esCO } from './es-CO';
import { hardCodedSentences, hardCodedStrings } from './hard-coded';
import { ENUM_VALUES } from './enum-values';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_SUBTYPES,
  ACCOUNT_TYPES,
  CYCLE_FREQUENCIES,
  END_USER_TYPES,
  LINK_DELIVERY_STATUSES,
  PROCESSING_METHODS,
  RECURRING_PLAN_STATUSES,
  TRANSACTION_STATUSES,
} from '@/lib/merchant-api/filters';
import { CASE_KINDS, CASE_STATUSES } from '@/core/cases';

/**
 * Every console string translated (docs/decisions.md, "Console: overview, command palette, saved views, languages"):
 * the dictionaries agree, every key the code asks for exists, and no component shows a hard-coded English string.
 * Components are read with the TypeScript compiler (JSX text, string literals in user-visible props and in
 * `label:`/`title:`… of the objects they render), not with regexes.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Components not translated yet. THIS LIST ONLY SHRINKS: translate a file (keys in en.ts AND es-CO.ts, `useT()`
 * in client components, `await getT()` in server ones), then delete its line — the test fails while a listed
 * file is already clean, so nobody forgets. Never add a file here: new components are written translated.
 */
const NOT_YET_TRANSLATED = new Set<string>([]);

function walkFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      walkFiles(rel, out);
    } else out.push(rel);
  }
  return out;
}

/** The .tsx components checked for hard-coded strings (API routes, the API docs page and tests excluded). */
function componentFiles(): string[] {
  return [...walkFiles('components'), ...walkFiles('app')]
    .filter((f) => f.endsWith('.tsx') && !/\.(test|spec)\.tsx$/.test(f))
    .filter((f) => !f.startsWith('app/api/') && !f.startsWith('app/docs/'))
    .sort();
}

/** Every `t('key')` and `t.plural('key', …)` with a literal key in the console's code. */
function usedKeys(): { key: string; file: string }[] {
  const used: { key: string; file: string }[] = [];
  const files = [...walkFiles('components'), ...walkFiles('app'), ...walkFiles('lib')].filter(
    (f) => /\.tsx?$/.test(f) && !f.startsWith('lib/i18n/'),
  );
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/\bt(\.plural)?\(\s*(['"`])([\w.-]+)\2/g)) {
      if (m[1]) used.push({ key: `${m[3]}.one`, file }, { key: `${m[3]}.other`, file });
      else used.push({ key: m[3], file });
    }
    // Messages named by key in server code (zod errors, phrases, returned keys) live under forms.* and actions.*.
    // (A plural key, named without its suffix for `t.plural`, is checked by its forms above.)
    for (const m of text.matchAll(/(['"`])((?:forms|actions)\.[\w.-]+)\1/g))
      if (!(`${m[2]}.other` in en)) used.push({ key: m[2], file });
  }
  return used;
}

describe('console translations', () => {
  it('has the same keys in English and es-CO, with non-empty messages', () => {
    expect(Object.keys(esCO).sort()).toEqual(Object.keys(en).sort());
    for (const [key, message] of Object.entries(esCO)) expect(message.trim(), key).not.toBe('');
  });

  it('has a message for every key the code asks for', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(100);
    const missing = used.filter(({ key }) => !(key in en) || !(key in esCO)).map(({ key, file }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('finds hard-coded strings where a member would read them', () => {
    const sample = `
      export function A({ backLabel = 'Back' }) {
        return (
          <form aria-label="Refund" className="space-y-4" data-testid="refund">
            <p>Refund {amount}?</p>
            <Field label={ok ? 'Note' : t('note')} hint={\`At most \${n}\`} placeholder="trx_…" />
            <Review items={[{ label: 'Amount', value: 'USD' }]} />
            {t('done')} {' · '} USD <kbd>Esc</kbd>
          </form>
        );
      }`;
    expect(hardCodedStrings('sample.tsx', sample).map((h) => h.text)).toEqual([
      "'Back'",
      '"Refund"',
      'Refund',
      "'Note'",
      '`At most ${n}`',
      "'Amount'",
    ]);
  });

  const files = componentFiles();

  it('shows no hard-coded string in a translated component', () => {
    const offenders: string[] = [];
    for (const file of files) {
      if (NOT_YET_TRANSLATED.has(file)) continue;
      for (const h of hardCodedStrings(file, readFileSync(path.join(ROOT, file), 'utf8')))
        offenders.push(`${file}:${h.line} ${h.text}`);
    }
    expect(offenders).toEqual([]);
  });

  it('keeps the list of untranslated components shrinking (a clean or gone file leaves it)', () => {
    const stale = [...NOT_YET_TRANSLATED].filter(
      (file) =>
        !files.includes(file) || hardCodedStrings(file, readFileSync(path.join(ROOT, file), 'utf8')).length === 0,
    );
    expect(stale, 'delete these lines from NOT_YET_TRANSLATED').toEqual([]);
  });

  /**
   * Server code whose sentences a member reads (action results, field errors, form rules, refusals): it asks the
   * dictionaries by key too. Left out: the API client (lib/merchant-api quotes or stands in for the API's own
   * words), logs, thrown errors and audit records (for engineers), the staff CLI, the start-up secret check, the
   * demo members' names and the invitation mail (sent before the member has a language).
   */
  const SERVER_DIRS = ['lib/actions', 'lib/forms', 'lib/auth', 'lib/approvals', 'lib/bulk-refunds', 'lib/export'];
  /** Every feature's reads (`lib/<feature>/data.ts`) and the refund form's target, wherever the feature lives. */
  const READS = /^lib\/[a-z-]+\/(data|[a-z-]+-data|refund-target)\.ts$/;
  const NOT_SERVER_TEXT = /^lib\/auth\/(cli\/|secret\.ts$|demo\.ts$|invitation-mail\.ts$)/;
  const serverFiles = [
    ...new Set([...SERVER_DIRS.flatMap((dir) => walkFiles(dir)), ...walkFiles('lib').filter((f) => READS.test(f))]),
  ]
    .filter((f) => f.endsWith('.ts') && !/\.(test|spec)\.ts$/.test(f) && !NOT_SERVER_TEXT.test(f))
    .sort();

  /** Server files not worded yet. THIS LIST ONLY SHRINKS, like NOT_YET_TRANSLATED. */
  const NOT_YET_WORDED = new Set<string>([]);

  it('finds the sentences of server code, not its logs, errors for engineers, audit facts or keys', () => {
    const sample = `
      const schema = z.string({ error: 'forms.error.chooseCurrency' });
      console.error('The send failed:', error);
      throw new Error(\`Unknown action \${action}.\`);
      class TakenError extends Error { constructor() { super('That email is taken.'); } }
      await recordAudit({ session, action: 'x', summary: { note: 'Held for approval.' } });
      return { ok: false, message: 'Choose a role.', hint: \`Use at most \${max} characters.\`, code: 'USD', path: '/payments' };
    `;
    expect(hardCodedSentences('sample.ts', sample).map((h) => h.text)).toEqual([
      "'Choose a role.'",
      '`Use at most ${max} characters.`',
    ]);
  });

  it('words every server sentence a member reads through the dictionaries', () => {
    const offenders: string[] = [];
    for (const file of serverFiles) {
      if (NOT_YET_WORDED.has(file)) continue;
      for (const h of hardCodedSentences(file, readFileSync(path.join(ROOT, file), 'utf8')))
        offenders.push(`${file}:${h.line} ${h.text}`);
    }
    expect(offenders).toEqual([]);
  });

  it('keeps the list of server files not yet worded shrinking', () => {
    const stale = [...NOT_YET_WORDED].filter(
      (file) =>
        !serverFiles.includes(file) ||
        hardCodedSentences(file, readFileSync(path.join(ROOT, file), 'utf8')).length === 0,
    );
    expect(stale, 'delete these lines from NOT_YET_WORDED').toEqual([]);
  });

  it('words every enum label (statuses, types, kinds, outcomes) in both languages', () => {
    const lists = {
      TRANSACTION_STATUSES,
      TRANSACTION_TYPES: ['PAYMENT', 'REFUND', 'PAYOUT', 'TRANSFER', 'DEPOSIT'],
      ACCOUNT_STATUSES,
      ACCOUNT_TYPES,
      ACCOUNT_SUBTYPES,
      LINK_DELIVERY_STATUSES: [...LINK_DELIVERY_STATUSES, 'EXPIRED'],
      END_USER_TYPES,
      RECURRING_PLAN_STATUSES,
      CYCLE_FREQUENCIES,
      PROCESSING_METHODS,
      CASE_STATUSES,
      CASE_KINDS,
    };
    const known = new Set<string>(ENUM_VALUES);
    const untranslated = Object.entries(lists).flatMap(([list, values]) =>
      values.filter((v) => !known.has(v) || !(`enum.${v}` in en) || !(`enum.${v}` in esCO)).map((v) => `${list}: ${v}`),
    );
    expect(untranslated).toEqual([]);
    // One word per concept: a payout is never "pago" (a payment).
    expect(esCO['enum.PAYMENT' as keyof typeof esCO]).toBe('Pago');
    expect(esCO['enum.PAYOUT' as keyof typeof esCO]).toBe('Desembolso');
  });

  it('shows statuses, types and kinds through the enum catalogue, never as the API spells them', () => {
    // humanize() turns "SUCCESSFUL" into "Successful" in every language: an enum value is worded by enumLabel(t, …).
    const offenders = componentFiles()
      .concat(walkFiles('components').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))
      .flatMap((file) =>
        [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/humanize\(([^)]*)\)/g)]
          .filter((m) => /\b(status|type|subtype|kind|outcome|cycleFrequency|processingMethod|getValue)\b/i.test(m[1]))
          // Identity documents (SSN, Cédula de ciudadanía) are names, not enum words.
          .filter((m) => !/localIdType/.test(m[1]))
          .map((m) => `${file}: ${m[0]}`),
      );
    expect(offenders).toEqual([]);
  });
});
