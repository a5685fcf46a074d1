import { expect, type Page, type Request } from '@playwright/test';

/** A server action request as the browser sent it: enough to send it again as someone else. */
export interface CapturedAction {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Runs `trigger` (a form submit) and captures the server action POST it makes. */
export async function captureAction(page: Page, trigger: () => Promise<void>): Promise<CapturedAction> {
  const sent = page.waitForRequest(
    (request: Request) => request.method() === 'POST' && Boolean(request.headers()['next-action']),
  );
  await trigger();
  const request = await sent;
  const headers = request.headers();
  return {
    path: new URL(request.url()).pathname,
    headers: {
      'next-action': headers['next-action'],
      'content-type': headers['content-type'],
      accept: 'text/x-component',
      ...(headers['next-router-state-tree'] ? { 'next-router-state-tree': headers['next-router-state-tree'] } : {}),
    },
    body: request.postDataBuffer()?.toString('utf8') ?? '',
  };
}

/**
 * Sends a captured server action from `page` (another member's session), with text replaced in the body
 * (a fresh Idempotency-Key, so a refusal cannot be mistaken for a replay). Returns the status and the
 * RSC text of the answer.
 */
export async function replayAction(
  page: Page,
  action: CapturedAction,
  replace: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  let body = action.body;
  for (const [from, to] of Object.entries(replace)) {
    expect(body, `the captured request holds ${from}`).toContain(from);
    body = body.split(from).join(to);
  }
  if (new URL(page.url()).origin === 'null' || page.url() === 'about:blank') await page.goto('/');
  return page.evaluate(
    async ({ path, headers, body }) => {
      const response = await fetch(path, { method: 'POST', headers, body, credentials: 'same-origin' });
      return { status: response.status, text: await response.text() };
    },
    { path: action.path, headers: action.headers, body },
  );
}

/** The Idempotency-Key a captured form submit carried. */
export function idempotencyKeyOf(action: CapturedAction): string {
  const match = /name="[^"]*idempotency_key"\r\n\r\n([0-9a-f-]{36})/.exec(action.body);
  expect(match, 'the form sent an idempotency_key').not.toBeNull();
  return match![1];
}

/** As an admin: the audit log shows a denied row of `action` by `email`. */
export async function expectDeniedInAudit(admin: Page, action: string, email: string): Promise<void> {
  await admin.goto(`/audit?action=${encodeURIComponent(action)}&outcome=denied`);
  const row = admin.getByRole('row').filter({ hasText: email }).filter({ hasText: action }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('denied');
}
