import { z } from 'zod';
import { parseMajorAmount } from '@/lib/forms/money';
import { addPhrase } from './field-errors';

/**
 * Converts a major-unit amount field to minor units inside a zod transform, reporting a problem on the
 * field itself. Returns null when the amount is not valid (the issue is already added).
 */
export function minorAmount(
  text: string | undefined,
  currency: string,
  ctx: z.RefinementCtx,
  field = 'amount',
): number | null {
  const parsed = parseMajorAmount(text ?? '', currency);
  if (!parsed.ok) {
    addPhrase(ctx, parsed.problem, [field]);
    return null;
  }
  return parsed.minor;
}

export const tenantIdField = z
  .string({ error: 'forms.error.chooseTenant' })
  .transform((v) => v.trim())
  .refine((v) => /^ten_[A-Za-z0-9-]{1,96}$/.test(v) || /^[0-9a-fA-F-]{32,36}$/.test(v), 'actions.error.tenantId');
