import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientKeys, KeyCollector, MEMBER_PAGES } from './client-keys';
import { en } from './en';

/**
 * Only the messages a page's client components use reach the browser (docs/decisions.md): the list of them
 * (./client-keys.json) is what the source says, and every page mounts its own.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('client keys', () => {
  const fresh = clientKeys(ROOT, Object.keys(en));

  it('lib/i18n/client-keys.json is up to date (run `npm run i18n:keys`)', () => {
    const { dynamic, ...found } = fresh;
    expect(JSON.parse(readFileSync(path.join(ROOT, 'lib/i18n/client-keys.json'), 'utf8'))).toEqual(found);
    expect(dynamic, 'client t(`${…}`) calls whose key has no fixed head').toEqual([]);
  });

  it('has every page mount its own messages under its own name', () => {
    const wrong: string[] = [];
    for (const id of Object.keys(fresh.pages)) {
      const source = readFileSync(path.join(ROOT, 'app', id, 'page.tsx'), 'utf8');
      const mounted = MEMBER_PAGES.includes(id)
        ? `<MemberI18nProvider page="${id}">`
        : `export default withPageMessages('${id}', `;
      if (!source.includes(mounted)) wrong.push(`app/${id}/page.tsx lacks ${mounted}`);
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(fresh.pages)).toContain('(console)/payments/(list)');
  });

  it('reads client keys, key prefixes and keys the server hands over, not what the server words itself', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'client-keys-'));
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    };
    write(
      './app/page.tsx',
      `
      import type { Hidden } from '@/lib/hidden';
      import { Table } from '@/components/table';
      import { FILTERS } from './filters';
      export default async function Page() {
        const t = await getT();
        return <Table title={t('server.worded')} filters={FILTERS} empty={phrase('handed.phrase')} />;
      }`,
    );
    write('./app/filters.ts', `export const FILTERS = [{ labelKey: 'handed.label' }];`);
    write('./lib/hidden.ts', `export const x = 'never.reached';`);
    write(
      './components/table.tsx',
      `'use client';
      import { helper } from './helper';
      export function Table() { const t = useT(); return <p>{t('client.title')} {t(\`status.\${s}\`)} {t.plural('rows', 2)}</p>; }`,
    );
    write('./components/helper.ts', `export const helper = () => t('client.fromHelper');`);
    const keys = [
      'server.worded',
      'handed.phrase',
      'handed.label',
      'never.reached',
      'client.title',
      'client.fromHelper',
      'status.open',
      'status.closed',
      'rows.one',
      'rows.other',
      'other.key',
    ];
    const found = new KeyCollector(root, keys).collect(['./app/page.tsx']);
    expect(found.keys).toEqual([
      'client.fromHelper',
      'client.title',
      'handed.label',
      'handed.phrase',
      'rows.one',
      'rows.other',
    ]);
    expect(found.prefixes).toEqual(['status.']);
    expect(found.dynamic).toEqual([]);
  });
});
