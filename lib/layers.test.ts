import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The console's layers hold (docs/engineering.md, "Where things live"): ESLint refuses an import that runs back up
 * LIB_LAYERS or COMPONENT_LAYERS of eslint.config.mjs, type imports included, and lets the imports down through. Each
 * case below was a folder loop before the features had their homes.
 */
const eslint = new ESLint({ cwd: process.cwd() });

/** Whether the layer rule refuses `line`, linted as if it were the file at `filePath`. */
async function refuses(filePath: string, line: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${line}\nexport const used = [a];\n`, { filePath });
  return result.messages.some((m) => m.ruleId === 'import/no-restricted-paths');
}

async function refusedOf(cases: [string, string][]): Promise<string[]> {
  const refused = [];
  for (const [file, line] of cases) if (await refuses(file, line)) refused.push(`${file}: ${line}`);
  return refused;
}

describe("the console's layers", () => {
  it('refuse an import back up, type imports included', async () => {
    const backUp: [string, string][] = [
      ['lib/auth/credentials.ts', "import { a } from '@/lib/access/data';"],
      ['lib/auth/guards.ts', "import { a } from '@/lib/audit/stream';"],
      ['lib/i18n/enum-label.ts', "import { a } from '@/lib/lists/display';"],
      ['lib/merchant-api/endpoints/search.ts', "import type { a } from '@/lib/search/query';"],
      ['lib/export/columns.ts', "import { a } from '@/lib/transactions/rows';"],
      ['lib/approvals/power.ts', "import { a } from '@/lib/actions/staff/outranked';"],
      ['lib/approvals/requests.ts', "import { a } from '@/lib/bulk-refunds/release';"],
      ['lib/lists/data.ts', "import { a } from '../search/data';"],
      ['components/detail/values.tsx', "import { a } from '@/components/transactions/refund-button';"],
      ['components/palette/commands.ts', "import type { a } from '@/components/shell/app-shell';"],
      ['components/forms/fields.tsx', "import { a } from '../links/link-settings';"],
    ];
    expect(await refusedOf(backUp)).toEqual(backUp.map(([file, line]) => `${file}: ${line}`));
  });

  it('let imports down through', async () => {
    const down: [string, string][] = [
      ['lib/access/data.ts', "import { a } from '@/lib/auth/access-settings';"],
      ['lib/bulk-refunds/data.ts', "import { a } from '@/lib/approvals/requests';"],
      ['lib/search/data.ts', "import { a } from '@/lib/transactions/kinds';"],
      ['lib/actions/approvals/execute.ts', "import { a } from '@/lib/bulk-refunds/release';"],
      ['components/transactions/columns.tsx', "import { a } from '@/components/detail/values';"],
      ['components/shell/app-shell.tsx', "import { a } from '@/components/palette/commands';"],
    ];
    expect(await refusedOf(down)).toEqual([]);
  });
});
