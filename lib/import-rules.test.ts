import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.mjs hold for every spelling of a path: pages and components reach neither the API
 * client nor the console database (by alias, sub-path or relative path; types and the filter lists excepted), and
 * lib/ imports no component (docs/engineering.md, "Layout and boundaries").
 */
const eslint = new ESLint({ cwd: process.cwd() });

/** The lines of `code` the import rules refuse, linted as if it were the file at `filePath` (its rules, not its text). */
async function refused(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'import/no-restricted-paths')
    .map((m) => code.split('\n')[m.line - 1]);
}

describe('import rules', () => {
  it('refuse a page or component reading the API client or the console database, however the path is spelt', async () => {
    const lines = [
      "import { a } from '@/lib/merchant-api';",
      "import { b } from '@/lib/merchant-api/writes';",
      "import { c } from '@/lib/merchant-api/endpoints/analytics';",
      "import { d } from '@/lib/db';",
      "import { e } from '@/lib/db/schema';",
      "import { f } from '../../lib/db';",
      "import { g } from '../../lib/merchant-api';",
      "import { h } from '../../lib/merchant-api/writes';",
    ];
    const allowed = [
      "import type { T } from '@/lib/merchant-api/writes';",
      "import type { U } from '../../lib/db';",
      "import { TRANSACTION_FILTERS } from '@/lib/merchant-api/filters';",
      "import { listPayments } from '@/lib/transactions/data';",
    ];
    const code = [
      ...lines,
      ...allowed,
      'export const all = [a, b, c, d, e, f, g, h, TRANSACTION_FILTERS, listPayments];',
    ];
    for (const file of ['app/(console)/payments/new/page.tsx', 'components/ui/link.tsx']) {
      expect(await refused(file, code.join('\n'))).toEqual(lines);
    }
  });

  it('refuse lib/ importing a component, by alias or relative path', async () => {
    const lines = ["import { a } from '@/components/ui/link';", "import { b } from '../../components/ui/link';"];
    const code = [...lines, 'export const all = [a, b];'].join('\n');
    expect(await refused('lib/lists/data.ts', code)).toEqual(lines);
  });
});
