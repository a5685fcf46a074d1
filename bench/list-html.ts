/**
 * The HTML of each list page's first 25 rows, signed in as finance (no row menus or checkboxes) and as admin (both),
 * with where the bytes are: the RSC payload's scripts, the markup, its `class` attributes and inline SVG (the
 * target: ≤ 120 KB a list page, docs/performance.md, "The console's HTML"). Starts the build with `next start` on
 * the PGlite folder (the first start seeds the demo data), GETs each page twice and keeps the second; `--out <dir>`
 * also writes each page's HTML there.
 *
 *   npx tsx bench/list-html.ts [--dist .next-perf] [--pglite /tmp/perf-pglite] [--port 3630] [--out /tmp/pages]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getPage, signIn, startConsole } from './console-server';
import { LIST_PAGES as PAGES } from '../e2e/support/pages';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: '.next-perf' },
    pglite: { type: 'string', default: '/tmp/perf-pglite' },
    port: { type: 'string', default: '3630' },
    out: { type: 'string' },
  },
});

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);

const server = await startConsole({
  port: Number(values.port),
  distDir: values.dist,
  pgliteDir: values.pglite,
  env: { BACKGROUND_WORK: 'off' },
});
try {
  for (const who of ['finance', 'admin']) {
    const cookies = await signIn(server.base, `${who}@example.com`, 'password');
    for (const page of PAGES) {
      await getPage(server.base, page, cookies);
      const { html } = await getPage(server.base, page, cookies);
      if (values.out) fs.writeFileSync(path.join(values.out, `${who}${page.replace(/\W/g, '_')}.html`), html);
      const bytes = Buffer.byteLength(html);
      const scripts = total(html, /<script[^>]*>[\s\S]*?<\/script>/g);
      console.log(
        `${who.padEnd(8)} ${page.padEnd(18)} ${kb(bytes).padStart(6)} KB${bytes > 120 * 1024 ? ' OVER 120' : ''}  ` +
          `scripts ${kb(scripts)}  markup ${kb(bytes - scripts)}  class ${kb(total(html, / class="[^"]*"/g))}  ` +
          `svg ${kb(total(html, /<svg[\s\S]*?<\/svg>/g))}`,
      );
    }
  }
} finally {
  await server.stop();
}
