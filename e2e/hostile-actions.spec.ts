import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/auth';
import { captureAction, replayAction, type CapturedAction } from './actions/server-action';
import { DemoApi, eachLimited } from './support/api';
import type { Page } from '@playwright/test';

/**
 * Hostile input to console server actions: a real form submit is captured, then sent again with one field at a
 * time replaced by a hostile value (NUL, 100,000 characters, odd Unicode, numbers past 2^53, 1e308, negative,
 * fractional, markup, nested JSON), and with the whole body garbled. The action answers — a refusal naming the
 * field, or a success — and never fails with a 5xx; the console keeps serving.
 */

test.describe.configure({ timeout: 300_000 });

const HOSTILE = [
  '',
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  '😀'.repeat(2_000),
  'Zoë 李 \u202e\u200b\ufeff',
  '\ud800',
  '-1',
  '0',
  '1.5',
  '9007199254740993',
  '1e308',
  '-1e308',
  'NaN',
  '99999999999999999999.99',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '{"a":{"b":{"c":[1,2,3]}}}',
  '[]',
  '2026-02-30',
];

/** The names of the form's own fields in a captured multipart body (React's `$ACTION` and state parts left out). */
function fieldsOf(action: CapturedAction): string[] {
  return [...action.body.matchAll(/name="([^"]+)"\r\n\r\n/g)]
    .map((m) => m[1]!)
    .filter((name) => !name.includes('$ACTION') && !/^\d+$/.test(name));
}

/** The captured body with `field`'s value replaced (the first occurrence). */
function withField(action: CapturedAction, field: string, value: string): CapturedAction {
  const boundary = /boundary=(.+)$/.exec(action.headers['content-type'] ?? '')?.[1];
  expect(boundary, 'a multipart server action').toBeTruthy();
  const at = action.body.indexOf(`name="${field}"\r\n\r\n`);
  const start = at + `name="${field}"\r\n\r\n`.length;
  const end = action.body.indexOf(`\r\n--${boundary}`, start);
  return { ...action, body: action.body.slice(0, start) + value + action.body.slice(end) };
}

async function assault(page: Page, action: CapturedAction, label: string) {
  const fields = fieldsOf(action);
  expect(fields.length, `${label}: the form's fields`).toBeGreaterThan(0);
  const failures: string[] = [];
  let sent = 0;
  const send = async (variant: CapturedAction, what: string) => {
    // A fresh Idempotency-Key for each, so that each is run, not replayed.
    const keyField = fields.find((f) => f.endsWith('idempotency_key'));
    const fresh = keyField && !what.startsWith(keyField) ? withField(variant, keyField, randomUUID()) : variant;
    const answer = await replayAction(page, fresh);
    sent++;
    if (answer.status >= 500) failures.push(`${label} ${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  };
  const variants: [CapturedAction, string][] = [
    ...fields.flatMap((field) =>
      HOSTILE.map((value): [CapturedAction, string] => [
        withField(action, field, value),
        `${field} = ${JSON.stringify(value).slice(0, 40)}`,
      ]),
    ),
    ...['', 'garbage', '{"not":"multipart"}', action.body.slice(0, Math.floor(action.body.length / 2))].map(
      (body): [CapturedAction, string] => [{ ...action, body }, `body ${JSON.stringify(body.slice(0, 30))}`],
    ),
  ];
  // A few at a time: the console answers each on its own.
  await eachLimited(variants, 4, ([variant, what]) => send(variant, what));
  expect(failures).toEqual([]);
  // Still serving.
  expect((await page.request.get('/')).status()).toBe(200);
  return sent;
}

// One test a form, so the assaults run on separate workers (fullyParallel) instead of one after the other.
test('the create end user action answers hostile fields without a 5xx', async ({ pageAs }) => {
  const support = await pageAs('support');
  await support.goto('/end-users/new');
  await support.getByLabel('First name').fill('Hostile');
  await support.getByLabel('Last name').fill('Input');
  await support.getByLabel('Email').fill(`e2e-hostile-${randomUUID().slice(0, 8)}@example.com`);
  await support.getByLabel('Phone number').fill('4155550123');
  await support.getByLabel('ID type').selectOption('PASSPORT');
  const endUser = await captureAction(support, () => support.getByRole('button', { name: 'Create end user' }).click());
  await expect(support.getByTestId('created')).toBeVisible();
  console.log(`hostile server actions (end user): ${await assault(support, endUser, 'end user')} requests, no 5xx`);
});

// A refund CSV's rows as fixed on the page (support): JSON the member controls, checked again on the server.
test('the refund CSV rows action answers hostile fields without a 5xx', async ({ pageAs }) => {
  const support = await pageAs('support');
  await support.goto('/payments/bulk-refunds/upload');
  await support
    .getByLabel('CSV file')
    .setInputFiles({ name: 'r.csv', mimeType: 'text/csv', buffer: Buffer.from('payment,amount\nPAY-HOSTILE,1\n') });
  await support.getByRole('button', { name: 'Check rows' }).click();
  await expect(support.getByText('1 row: 0 ready, 1 with problems')).toBeVisible();
  const csvRows = await captureAction(support, () => support.getByRole('button', { name: 'Check again' }).click());
  console.log(
    `hostile server actions (refund CSV rows): ${await assault(support, csvRows, 'refund CSV rows')} requests, no 5xx`,
  );
});

test('the create payout action answers hostile fields without a 5xx', async ({ pageAs, request }) => {
  const account = await new DemoApi(request).connectAccount('hostile');
  const finance = await pageAs('finance');
  await finance.goto('/payouts/new');
  await finance.getByRole('combobox', { name: 'Destination account' }).fill(account.email);
  await finance.getByRole('option').filter({ hasText: account.last4 }).click();
  await finance.getByLabel('Tenant').selectOption({ index: 1 });
  await finance.getByLabel('Amount', { exact: true }).fill('12.34');
  await finance.getByRole('button', { name: 'Review' }).click();
  const payout = await captureAction(finance, () => finance.getByRole('button', { name: 'Create payout' }).click());
  await expect(finance.getByTestId('created')).toBeVisible();
  console.log(`hostile server actions (payout): ${await assault(finance, payout, 'payout')} requests, no 5xx`);
});

test('the save preferences action answers hostile fields without a 5xx', async ({ pageAs }) => {
  const viewer = await pageAs('viewer');
  await viewer.goto('/settings');
  const preferences = await captureAction(viewer, () =>
    viewer.getByRole('button', { name: 'Save preferences' }).click(),
  );
  const sent = await assault(viewer, preferences, 'preferences');
  console.log(`hostile server actions (preferences): ${sent} requests, no 5xx`);
});
