/**
 * JavaScript each route sends on first load, gzip-compressed, from a production build. The target:
 * ≤ 160 KB gzip per route as Chromium fetches it (docs/performance.md, "First-load JavaScript").
 *
 * Per app route: the build's root main files (build-manifest.json `rootMainFiles`: the runtime and React,
 * shared by every route) plus every chunk its segments need (the route's client reference manifest
 * `entryJSFiles`: root layout, group layouts, error/loading/not-found boundaries, the page). Polyfills are
 * left out (`nomodule`: modern browsers skip them). Chunks loaded later (dynamic imports, after an
 * interaction) are not first-load and not counted. Each file is gzipped at level 9 like a CDN would.
 *
 * Run after a build:
 *   NEXT_DIST_DIR=.next-perf node node_modules/next/dist/bin/next build
 *   npx tsx bench/js-size.ts [--dist .next-perf] [--limit 170] [--top 5]
 * `--top N` lists the N largest chunks of each route over the limit.
 * `--html http://127.0.0.1:3600` also checks a running console: signs in as admin, GETs each static
 * console route and sums the gzip size of the <script src> chunks its HTML references.
 * `--browser` measures what Chromium really fetches: starts the build (`next start`, its own port and
 * PGlite folder, `--pglite`), signs in as admin, opens every page route in Playwright's Chromium (a dynamic one
 * with the first id its list page links to, a hosted page with a demo code) and sums the bytes on the wire of
 * every script response until the network is idle (the server's gzip, what a browser downloads on first load,
 * lazy chunks the page itself asks for included). Exits non-zero when a route is over the limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import vm from 'node:vm';
import zlib from 'node:zlib';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: '.next-perf' },
    limit: { type: 'string', default: '160' },
    top: { type: 'string', default: '0' },
    html: { type: 'string' },
    browser: { type: 'boolean', default: false },
    port: { type: 'string', default: '3620' },
    pglite: { type: 'string', default: '/tmp/perf-pglite' },
    json: { type: 'string' },
  },
});
const dist = path.resolve(values.dist);
const limitKb = Number(values.limit);

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.name.endsWith('_client-reference-manifest.js')) out.push(full);
  }
  return out;
}

interface RscManifest {
  entryJSFiles?: Record<string, string[]>;
}

function readManifest(file: string): Record<string, RscManifest> {
  const context = { globalThis: {} as { __RSC_MANIFEST?: Record<string, RscManifest> }, self: {} };
  context.self = context.globalThis;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), context);
  return context.globalThis.__RSC_MANIFEST ?? {};
}

/** '/(console)/payments/[id]/page' → '/payments/[id]'. */
function routeOf(entry: string): string {
  const parts = entry.split('/').filter((p) => p && !/^\(.*\)$/.test(p));
  parts.pop(); // page | route
  return `/${parts.join('/')}`;
}

const kb = (bytes: number) => bytes / 1024;

async function main() {
  if (!fs.existsSync(path.join(dist, 'BUILD_ID'))) {
    throw new Error(
      `No build in ${values.dist}: run NEXT_DIST_DIR=${values.dist} node node_modules/next/dist/bin/next build`,
    );
  }
  const buildManifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const shared = buildManifest.rootMainFiles.filter((f) => f.endsWith('.js'));
  const sharedBytes = shared.reduce((sum, f) => sum + gzipBytes(f), 0);

  const routes: { route: string; kind: string; files: string[]; bytes: number }[] = [];
  for (const file of walk(path.join(dist, 'server/app'))) {
    for (const [entry, manifest] of Object.entries(readManifest(file))) {
      if (!entry.endsWith('/page')) continue; // route handlers ship no JavaScript
      const files = new Set(shared);
      for (const chunks of Object.values(manifest.entryJSFiles ?? {}))
        for (const chunk of chunks) if (chunk.endsWith('.js')) files.add(chunk);
      const list = [...files];
      routes.push({
        route: routeOf(entry),
        kind: entry,
        files: list,
        bytes: list.reduce((sum, f) => sum + gzipBytes(f), 0),
      });
    }
  }
  routes.sort((a, b) => b.bytes - a.bytes);

  console.log(
    `js-size: ${values.dist}, ${routes.length} page routes, first-load JavaScript gzip -9 (shared by all: ${kb(sharedBytes).toFixed(1)} KB in ${shared.length} files)`,
  );
  let over = 0;
  for (const r of routes) {
    const flag = kb(r.bytes) > limitKb;
    if (flag) over++;
    console.log(
      `  ${r.route.padEnd(36)} ${kb(r.bytes).toFixed(1).padStart(7)} KB  ${String(r.files.length).padStart(3)} files${flag ? `  OVER ${limitKb} KB` : ''}`,
    );
    if (flag && Number(values.top) > 0) {
      const largest = r.files
        .map((f) => ({ f, b: gzipBytes(f) }))
        .sort((a, b) => b.b - a.b)
        .slice(0, Number(values.top));
      for (const { f, b } of largest)
        console.log(`      ${kb(b).toFixed(1).padStart(7)} KB  ${f}${shared.includes(f) ? ' (shared)' : ''}`);
    }
  }
  const largest = routes[0];
  console.log(
    `  largest ${largest.route} ${kb(largest.bytes).toFixed(1)} KB; ${over ? `${over} route(s) over` : 'every route within'} ${limitKb} KB`,
  );

  if (values.html)
    await checkHtml(
      values.html,
      routes.map((r) => r.route).filter((r) => !r.includes('[') && !r.startsWith('/_')),
    );
  if (values.browser) {
    const measured = await inBrowser([...new Set(routes.map((r) => r.route))].filter((r) => !r.startsWith('/_')));
    if (values.json) fs.writeFileSync(values.json, JSON.stringify({ limitKb, routes: measured }, null, 2));
    if (measured.some((r) => r.kb > limitKb)) process.exitCode = 1;
  }
}

/** A concrete URL for a route: a dynamic segment takes the first id its parent list page links to. */
async function concretePath(
  route: string,
  html: (path: string) => Promise<string>,
  hostedCodes: Record<string, string>,
): Promise<string | null> {
  if (!route.includes('[')) return route;
  const hosted = /^\/(checkout|connect)\/\[code\]$/.exec(route);
  if (hosted) return hostedCodes[hosted[1]] ? `/${hosted[1]}/${hostedCodes[hosted[1]]}` : null;
  const parent = route.slice(0, route.lastIndexOf('/['));
  if (parent.includes('[')) return null;
  const escaped = parent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const links = (await html(parent)).matchAll(new RegExp(`href="${escaped}/([^"/?#]+)"`, 'g'));
  for (const [, id] of links) if (id !== 'new' && id !== 'bulk-refunds') return `${parent}/${id}`;
  return null;
}

/** Opens every route in Chromium and sums the script bytes it downloaded (encoded body size: gzip as served). */
async function inBrowser(routes: string[]) {
  const { chromium } = await import('@playwright/test');
  // The Chromium the e2e suite drives (Debian's package, never a browser Playwright downloads).
  const { chromiumPath } = await import('../scripts/chromium.mjs');
  const { getPage, signIn, startConsole } = await import('./console-server');
  const server = await startConsole({
    port: Number(values.port),
    distDir: values.dist,
    pgliteDir: values.pglite,
    env: { BACKGROUND_WORK: 'off' },
  });
  const measured: {
    route: string;
    path: string | null;
    kb: number;
    scripts: number;
    files?: { url: string; bytes: number }[];
  }[] = [];
  try {
    const cookies = await signIn(server.base, 'admin@example.com', 'password');
    const html = async (p: string) => (await getPage(server.base, p, cookies)).html;
    // Hosted pages: a checkout link's and a connect link's public code, from their list pages.
    const hostedCodes: Record<string, string> = {};
    for (const kind of ['checkout', 'connect'] as const) {
      const detail = await concretePath(`/${kind}-links/[id]`, html, {});
      const code = detail ? /\/(?:checkout|connect)\/([A-Za-z0-9_-]{6,})/.exec(await html(detail))?.[1] : undefined;
      if (code) hostedCodes[kind] = code;
    }
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
    try {
      const url = new URL(server.base);
      const sessionCookies = cookies
        .header()
        .split('; ')
        .map((pair) => {
          const eq = pair.indexOf('=');
          return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: url.hostname, path: '/' };
        });
      console.log(
        `  in Chromium at ${server.base} (signed in as admin): script bytes on the wire until the network is idle, limit ${limitKb} KB`,
      );
      for (const route of routes.sort()) {
        const target = await concretePath(route, html, hostedCodes);
        if (!target) {
          console.log(`    ${route.padEnd(36)}       —  no example URL found`);
          measured.push({ route, path: null, kb: 0, scripts: 0 });
          continue;
        }
        // A fresh context (an empty cache): every chunk this route needs is fetched, as on a first visit.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addCookies(sessionCookies);
        const page = await context.newPage();
        const responses: Promise<{ url: string; bytes: number }>[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() === 'script')
            responses.push(
              request.sizes().then((s) => ({ url: new URL(request.url()).pathname, bytes: s.responseBodySize })),
            );
        });
        await page.goto(`${server.base}${target}`, { waitUntil: 'networkidle' });
        const files = await Promise.all(responses);
        const sizes = files.map((f) => f.bytes);
        const bytes = sizes.reduce((a, b) => a + b, 0);
        await context.close();
        const over = kb(bytes) > limitKb;
        console.log(
          `    ${route.padEnd(36)} ${kb(bytes).toFixed(1).padStart(7)} KB  ≤ ${limitKb} KB ${over ? 'OVER' : 'met '}  ${String(sizes.length).padStart(3)} scripts${target !== route ? `  (${target})` : ''}`,
        );
        // The scripts themselves (in --json): which chunks a route fetched, to see what it ships that others do not.
        measured.push({ route, path: target, kb: kb(bytes), scripts: sizes.length, files });
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  const worst = [...measured].sort((a, b) => b.kb - a.kb)[0];
  const over = measured.filter((r) => r.kb > limitKb).length;
  console.log(
    `  browser: largest ${worst?.route} ${worst?.kb.toFixed(1)} KB; ${over ? `${over} route(s) over` : 'every route within'} ${limitKb} KB`,
  );
  return measured;
}

/** Cross-check against what a browser is actually sent: the <script src> chunks of each page's HTML. */
async function checkHtml(base: string, paths: string[]) {
  const { signIn, getPage } = await import('./console-server');
  const cookies = await signIn(base, 'admin@example.com', 'password');
  console.log(`  served HTML at ${base} (signed in as admin): <script src> chunks, gzip -9`);
  for (const p of paths.sort()) {
    const { status, html } = await getPage(base, p, cookies);
    if (status !== 200) {
      console.log(`    ${p.padEnd(34)} HTTP ${status}`);
      continue;
    }
    const srcs = [
      ...new Set(
        [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"[^>]*>/g)]
          .filter((m) => !/\snoModule/i.test(m[0]))
          .map((m) => m[1]),
      ),
    ];
    let bytes = 0;
    for (const src of srcs) {
      const res = await fetch(new URL(src, base));
      bytes += zlib.gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
    }
    console.log(
      `    ${p.padEnd(34)} ${kb(bytes).toFixed(1).padStart(7)} KB  ${String(srcs.length).padStart(3)} scripts`,
    );
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
