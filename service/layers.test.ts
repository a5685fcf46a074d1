import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The service's layers hold (docs/engineering.md, "The service's layers"): ESLint refuses an import that runs back up
 * SERVICE_LAYERS of eslint.config.mjs, type imports included, and lets the imports down through.
 */
const eslint = new ESLint({ cwd: process.cwd() });

/** Whether the layer rule refuses `line`, linted as if it were the file at `filePath`. */
async function refuses(filePath: string, line: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${line}\nexport const used = [a];\n`, { filePath });
  return result.messages.some((m) => m.ruleId === 'import/no-restricted-paths');
}

describe("the service's layers", () => {
  it('refuse an import back up, type imports included', async () => {
    const backUp: [string, string][] = [
      ['service/db/seek.ts', "import { a } from '../http/list';"],
      ['service/db/seek.ts', "import type { a } from '../http/env';"],
      ['service/config.ts', "import { a } from './request-logs/writer';"],
      ['service/http/middleware/auth.ts', "import { a } from '../../oauth/clients';"],
      ['service/http/route-spec.ts', "import { a } from '../api/app';"],
      ['service/payments/give-back.ts', "import { a } from '../processor/transitions';"],
      ['service/analytics/routes.ts', "import { a } from '../reports/schemas';"],
      ['service/events/routes.ts', "import type { a } from '../webhooks/schemas';"],
      ['service/transactions/queries.ts', "import { a } from '../api/routers';"],
      ['service/background.ts', "import { a } from './index';"],
    ];
    const refused = [];
    for (const [file, line] of backUp) if (await refuses(file, line)) refused.push(`${file}: ${line}`);
    expect(refused).toEqual(backUp.map(([file, line]) => `${file}: ${line}`));
  });

  it('let imports down through', async () => {
    const down: [string, string][] = [
      ['service/http/list.ts', "import { a } from '../db/pages';"],
      ['service/request-logs/writer.ts', "import { a } from '../config';"],
      ['service/processor/dispute.ts', "import { a } from '../payments/give-back';"],
      ['service/reports/routes.ts', "import { a } from '../analytics/sums';"],
      ['service/webhooks/routes.ts', "import { a } from '../events/queries';"],
      ['service/api/app.ts', "import { a } from '../oauth/clients';"],
      ['service/index.ts', "import { a } from './api/app';"],
    ];
    const refused = [];
    for (const [file, line] of down) if (await refuses(file, line)) refused.push(`${file}: ${line}`);
    expect(refused).toEqual([]);
  });
});
