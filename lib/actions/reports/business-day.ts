'use server';

import { z } from 'zod';
import { isCutoff } from '@/core/business-day';
import { authorizeAction } from '@/lib/auth';
import { actionWrite } from '@/lib/actions/shared/write';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { merchantWrites } from '@/lib/merchant-api/writes';

const schema = z.object({
  time_zone: z.string().trim().min(1).max(64),
  cutoff: z.string().trim().refine(isCutoff),
  idempotency_key: z.string().min(1).max(100),
});

/** Sets the merchant's business day (zone and cut-off) through the API; the reports and the overview follow. */
export async function setBusinessDayAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('reports:manage', 'business_day.update');
  if (!authz.ok) return authz;
  const t = await getT();
  const values = {
    time_zone: String(formData.get('time_zone') ?? ''),
    cutoff: String(formData.get('cutoff') ?? ''),
    idempotency_key: String(formData.get('idempotency_key') ?? ''),
  };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, message: t('reports.businessDayInvalid'), values };
  const { idempotency_key, ...body } = parsed.data;
  return actionWrite({
    session: authz.session,
    action: 'business_day.update',
    summary: body,
    values,
    call: () => merchantWrites().setBusinessDay(body, idempotency_key),
    success: (data) => ({
      message: t('reports.businessDaySaved', { label: data?.label ?? body.time_zone }),
      result: null,
    }),
    revalidate: ['/reports', '/'],
  });
}
