import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'service/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] } },
  // The house: core/ (the domain) imports neither half; the service imports no console code; the console
  // reaches the service only through lib/embedded-api.ts (docs/engineering.md, "Where code lives").
  { rules: { 'import/no-restricted-paths': ['error', { zones: houseZones(true) }] } },
  // Domain code refuses with service/lib/problems.ts; only routes and the HTTP layer speak HTTP errors.
  {
    files: ['service/**/*.ts'],
    ignores: ['service/**/routes.ts', 'service/http/**', 'service/hosted/routes.ts', 'service/**/*.test.ts', 'service/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/http/errors'], message: 'Domain code throws Problems (service/lib/problems.ts); routes and service/http map them to HTTP.' }] }] },
  },
  // One home for console reads (lib/data/): components render what pages hand them and never call the API.
  {
    files: ['components/**/*.ts', 'components/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@/lib/merchant-api', allowTypeImports: true, message: 'Components only render: load data in lib/data/ and have the page pass it (types may be imported).' }] },
      ],
    },
  },
  // Pages and route handlers read through lib/data/ as well; the API client and its quirk folding stay in lib/merchant-api/.
  {
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@/lib/merchant-api', allowTypeImports: true, message: 'Pages and route handlers read through lib/data/ (one home for console reads); types may be imported.' }] },
      ],
    },
  },
  { files: ['lib/embedded-api.ts'], rules: { 'import/no-restricted-paths': ['error', { zones: houseZones(false) }] } },
];

function houseZones(consoleMayNotImportService) {
  return [
    { target: './core', from: ['./service', './lib', './components', './app', './e2e', './bench', './scripts'], message: 'core/ is the pure domain: it imports neither the service nor the console.' },
    { target: './service', from: ['./lib', './components', './app'], message: 'The service imports no console code: shared rules live in core/.' },
    ...(consoleMayNotImportService
      ? [{ target: ['./lib', './components', './app', './proxy.ts', './instrumentation.ts'], from: './service', message: 'The console reaches the service only through lib/embedded-api.ts.' }]
      : []),
  ];
}

export default config;
