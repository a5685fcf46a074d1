import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const READS =
  'Components only render and pages read through lib/<feature>/data.ts: no API client or console database here (types may be imported; plain-data filter lists from @/lib/merchant-api/filters).';

/** Folders with no React in them (no JSX, no hooks). */
const NO_REACT = ['service/**', 'core/**', 'resilience/**', 'e2e/**', 'bench/**', 'scripts/**'];

/**
 * The service's layers, bottom first (docs/engineering.md, "The service's layers"): each folder or root file of
 * service/ (whole paths) imports only what stands before it here, type imports included, so no import runs back up and no folders
 * import each other in a loop. Tests and the test harness (service/test/) are outside the layers.
 */
const SERVICE_LAYERS = [
  // The foundation: ids, clock, problems and the log; configuration; the database; the HTTP kit every resource's
  // routes are declared with (router, route specs, fields, a list's query, errors, middleware).
  ['service/lib', 'service/config.ts', 'service/environment.ts', 'service/db', 'service/bootstrap.ts', 'service/http'],
  // The resources, each after those it uses (search and reconciliation, which no resource uses, last).
  [
    'service/ledger',
    'service/institutions',
    'service/merchants',
    'service/oauth',
    'service/clients',
    'service/events',
    'service/webhooks',
    'service/request-logs',
    'service/cases',
    'service/end-users',
    'service/accounts',
    'service/connect-links',
    'service/transactions',
    'service/payments',
    'service/payouts',
    'service/transfers',
    'service/recurring-plans',
    'service/checkout-links',
    'service/processor',
    'service/analytics',
    'service/reports',
    'service/deposits',
    'service/settlement',
    'service/scheduler',
    'service/hosted',
    'service/search',
    'service/reconciliation',
  ],
  // The running service: background work, the API as mounted (every router, health, metrics), the demo data, the
  // entry points.
  ['service/background.ts', 'service/api', 'service/seed', 'service/index.ts', 'service/server.ts', 'service/cli'],
];

/**
 * The console's layers inside lib/ and components/, bottom first (docs/engineering.md, "Where things live"): a unit may
 * import those before it, never one after it, so no two folders import each other. Each feature's folder has the
 * same name in both (and in app/ where its pages are); a new folder must be placed here or lint stops.
 */
const LIB_LAYERS = [
  // The ground: values and formats, translations, mail, the door to the service, the API client, the console database.
  ['lib/format', 'lib/i18n', 'lib/mail', 'lib/embedded-api.ts', 'lib/merchant-api', 'lib/db'],
  // Who is signed in and what they may do: sessions, roles and permissions, access rules, the audit entry, the
  // member's translator.
  ['lib/auth'],
  // What features share, and the features that need only that: lists' URL state and rows, navigation, saved views.
  [
    'lib/saved-views',
    'lib/navigation.ts',
    'lib/lists',
    'lib/hosted',
    'lib/reconciliation',
    'lib/reports',
    'lib/staff',
    'lib/export',
    'lib/accounts',
    'lib/cases',
    'lib/developers',
    'lib/end-users',
    'lib/links',
    'lib/overview',
    'lib/recurring-plans',
    'lib/audit',
    'lib/access',
    'lib/forms',
  ],
  // Features built on others: a payment's refund form, approvals of every money movement, bulk refunds, search.
  ['lib/approvals', 'lib/transactions', 'lib/bulk-refunds', 'lib/search'],
  // The server actions (one folder per feature, and the builder they are declared with) and the console's start.
  ['lib/actions', 'lib/lifecycle.ts'],
];
const COMPONENT_LAYERS = [
  // The kit: primitives, translations' providers, the hosted pages and the API reference (which use only the kit).
  ['components/ui', 'components/i18n', 'components/hosted', 'components/api-reference'],
  // Form parts, exports, saved views, the palette; the settings features built only on them.
  [
    'components/forms',
    'components/export',
    'components/saved-views',
    'components/palette',
    'components/preferences',
    'components/sign-in',
    'components/access',
    'components/staff',
    'components/approvals',
  ],
  // The data table, the shell, and the features drawn with them alone.
  ['components/data-table', 'components/shell', 'components/reports', 'components/reconciliation'],
  // The parts every detail page shares, then the features' lists and pages.
  ['components/detail'],
  [
    'components/accounts',
    'components/bulk-refunds',
    'components/cases',
    'components/developers',
    'components/end-users',
    'components/links',
    'components/overview',
    'components/recurring-plans',
    'components/search',
    'components/transactions',
  ],
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      'service/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] } },
  // The house: core/ (the domain) imports neither half; the service imports no console code; lib/ imports no
  // components or pages; the console
  // reaches the service only through lib/embedded-api.ts (docs/engineering.md, "Layout and boundaries").
  { rules: { 'import/no-restricted-paths': ['error', { zones: houseZones(true) }] } },
  {
    files: ['service/**/*.ts'],
    ignores: ['service/**/*.test.ts', 'service/test/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...houseZones(true), ...serviceLayerZones()] }] },
  },
  {
    files: ['lib/**/*.ts', 'lib/**/*.tsx'],
    ignores: ['lib/**/*.test.ts', 'lib/test/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...houseZones(true), ...layerZones('lib', LIB_LAYERS)] }],
    },
  },
  {
    files: ['components/**/*.ts', 'components/**/*.tsx'],
    ignores: ['components/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...houseZones(true), ...layerZones('components', COMPONENT_LAYERS)] },
      ],
    },
  },
  // Domain code refuses with service/lib/problems.ts; only routes and the HTTP layer speak HTTP errors.
  {
    files: ['service/**/*.ts'],
    ignores: ['service/**/routes.ts', 'service/http/**', 'service/api/**', 'service/**/*.test.ts', 'service/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/errors'],
              message:
                'Domain code throws Problems (service/lib/problems.ts); routes and service/http map them to HTTP.',
            },
          ],
        },
      ],
    },
  },
  // Reads live in each feature's lib/<feature>/data.ts: components render what pages hand them, and pages and route handlers read
  // through them too. Neither reaches the API client (any path under lib/merchant-api except its plain-data
  // filter lists; types may be imported) nor the console database (lib/db) at run time.
  {
    files: ['components/**/*.ts', 'components/**/*.tsx', 'app/**/*.ts', 'app/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/merchant-api', allowTypeImports: true, message: READS },
            { name: '@/lib/db', allowTypeImports: true, message: READS },
            {
              name: 'next/link',
              message:
                'Use Link from @/components/ui/link: it prefetches when a member reaches for a link, not for every link in view.',
            },
          ],
          // No sub-path passes either (a parent that matched could not be re-included, hence the two exact paths above).
          patterns: [
            {
              group: [
                '@/lib/merchant-api/*',
                '@/lib/db/*',
                '**/lib/merchant-api/*',
                '**/lib/db/*',
                '!@/lib/merchant-api/filters',
              ],
              allowTypeImports: true,
              message: READS,
            },
            // The same modules by a relative path (`../../lib/db`), which the alias names above do not match.
            { regex: '^(\\.{1,2}/)+(.+/)?lib/(merchant-api|db)(/index)?$', allowTypeImports: true, message: READS },
          ],
        },
      ],
    },
  },
  { files: ['lib/embedded-api.ts'], rules: { 'import/no-restricted-paths': ['error', { zones: houseZones(false) }] } },
  // Folders without React (the service, the domain, tests outside the console, benchmarks, scripts: no JSX, no
  // hooks): the React, hooks, JSX accessibility and Next.js rules have nothing to find there (about a tenth of the
  // lint's CPU time on those folders, 20 → 18 s).
  { files: NO_REACT, rules: reactRulesOff() },
];

function reactRulesOff() {
  const names = new Set(nextVitals.flatMap((c) => Object.keys(c.rules ?? {})));
  const react = [...names].filter((name) => /^(react|react-hooks|jsx-a11y|@next\/next)\//.test(name));
  return Object.fromEntries(react.map((name) => [name, 'off']));
}

/** One zone a unit of SERVICE_LAYERS: it may not import any unit above it. Every folder of service/ must be placed. */
function serviceLayerZones() {
  return layerZones('service', SERVICE_LAYERS, "The service's layers");
}

/** One zone a unit of `layers` (bottom first): it may not import any unit above it. Every folder of `root` must be placed. */
function layerZones(root, layers, section = 'Where things live') {
  const units = layers.flat();
  const where = `docs/engineering.md, section ${section}`;
  const unplaced = fs
    .readdirSync(new URL(`./${root}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => name !== 'test' && !/\.test\.tsx?$/.test(name) && !units.includes(`${root}/${name}`));
  if (unplaced.length)
    throw new Error(`eslint.config.mjs: place ${unplaced.join(', ')} in the layers of ${root}/ (${where}).`);
  return units.slice(0, -1).map((unit, i) => ({
    target: `./${unit}`,
    from: units.slice(i + 1).map((above) => `./${above}`),
    message: `${unit} stands below these in the layers of ${root}/ (${where}): move the shared piece down, or pass a function in.`,
  }));
}

function houseZones(consoleMayNotImportService) {
  return [
    {
      target: './core',
      from: ['./service', './lib', './components', './app', './e2e', './bench', './scripts'],
      message: 'core/ is the pure domain: it imports neither the service nor the console.',
    },
    {
      target: './service',
      from: ['./lib', './components', './app'],
      message: 'The service imports no console code: shared rules live in core/.',
    },
    {
      target: './lib',
      from: ['./components', './app'],
      message:
        "lib/ is what components and pages use, never the other way: move the plain module into lib/ (lists' URL state: lib/lists/search-params.ts).",
    },
    ...(consoleMayNotImportService
      ? [
          {
            target: ['./lib', './components', './app', './proxy.ts', './instrumentation.ts'],
            from: './service',
            message: 'The console reaches the service only through lib/embedded-api.ts.',
          },
        ]
      : []),
  ];
}

export default config;
