import { randomUUID } from 'node:crypto';
import { expect, STAFF, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';
import { captureAction, expectDeniedInAudit, idempotencyKeyOf, replayAction } from './server-action';

// Role tests sign in as several members and read the audit log as admin: more than the default minute under load.
test.describe.configure({ timeout: 120_000 });

test.describe('disconnecting accounts', () => {
  test('support disconnects an account with a reason and a note, after confirming', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('disconnect');
    const page = await pageAs('support');
    await page.goto(`/accounts/${account.uuid}`);
    await page.getByRole('button', { name: 'Disconnect…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect account' });
    await dialog.getByLabel('Reason').selectOption('OTHER');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.locator('#f-disconnection_note-error')).toHaveText('Explain the reason in the note.');
    await dialog.getByLabel('Note', { exact: true }).fill('Customer moved banks');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText(account.last4);
    await expect(dialog).toContainText(account.email);
    await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await expect(dialog.getByTestId('disconnect-done')).toContainText('DISCONNECTED');

    const { account: stored } = await api.get<{ account: Record<string, unknown> }>(`/accounts/${account.uuid}`);
    expect(stored).toMatchObject({
      current_status: 'DISCONNECTED',
      disconnection_reason: 'OTHER',
      disconnection_note: 'Customer moved banks',
    });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Disconnect…' })).toHaveCount(0);
  });

  test('finance and viewer get no button; the action refuses finance and is audited', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const [target, other] = [await api.connectAccount('disconnect-role'), await api.connectAccount('disconnect-role')];
    for (const role of ['finance', 'viewer'] as const) {
      const page = await pageAs(role);
      await page.goto(`/accounts/${target.uuid}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Disconnect…' })).toHaveCount(0);
    }

    const support = await pageAs('support');
    await support.goto(`/accounts/${other.uuid}`);
    await support.getByRole('button', { name: 'Disconnect…' }).click();
    const dialog = support.getByRole('dialog', { name: 'Disconnect account' });
    await dialog.getByLabel('Reason').selectOption('USER_REQUEST');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const captured = await captureAction(support, () =>
      dialog.getByRole('button', { name: 'Disconnect', exact: true }).click(),
    );
    await expect(dialog.getByTestId('disconnect-done')).toBeVisible();

    const finance = await pageAs('finance');
    await finance.goto(`/accounts/${target.uuid}`);
    const answer = await replayAction(finance, captured, {
      [idempotencyKeyOf(captured)]: randomUUID(),
      [other.uuid]: target.uuid,
    });
    expect(answer.text).toContain('You do not have permission to do this');
    const { account: stored } = await api.get<{ account: { current_status: string } }>(`/accounts/${target.uuid}`);
    expect(stored.current_status).toBe('CONNECTED');
    await expectDeniedInAudit(await pageAs('admin'), 'account.disconnect', STAFF.finance.email);
  });
});
