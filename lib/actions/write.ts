import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { recordAudit, type StaffSession } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import type { Translator } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import { isApiError, type ApiError } from '@/lib/merchant-api';
import type { WriteResult } from '@/lib/merchant-api/writes';
import { fieldErrorsOf } from './field-errors';

/**
 * The answer to a form whose values did not pass the rules: the field errors and the values as submitted.
 * The refusal is audited (without the values), since a browser that validates first rarely sends one.
 */
export async function refuseInvalid<R>(
  session: StaffSession,
  action: string,
  values: Record<string, string>,
  error: z.ZodError,
  target?: string | null,
): Promise<ActionState<R>> {
  const t = await getT();
  const fieldErrors = fieldErrorsOf(error, t);
  await recordAudit({
    session,
    action,
    outcome: 'failure',
    target,
    summary: { stage: 'validation', fields: Object.keys(fieldErrors) },
  });
  return { ok: false, message: t('forms.checkFields'), fieldErrors, values };
}

/**
 * The answer to a form that asks for more than the member holds (an API key's scope, a webhook's events): the field
 * names the rule, the values stay, and the refusal is audited as denied with what was beyond.
 */
export async function refuseBeyond<R>(
  session: StaffSession,
  action: string,
  values: Record<string, string>,
  field: string,
  message: string,
  summary: Record<string, unknown>,
  target?: string | null,
): Promise<ActionState<R>> {
  await recordAudit({ session, action, outcome: 'denied', target, summary });
  return { ok: false, message, fieldErrors: { [field]: message }, values };
}

export interface WriteOptions<T, R> {
  session: StaffSession;
  /** The audit log's action name, `<object>.<verb>`. */
  action: string;
  /** The object acted on, when it exists before the write (payment, account, plan). */
  target?: string | null;
  /** What was asked, for the audit log (no secrets). */
  summary: Record<string, unknown>;
  values: Record<string, string>;
  call: () => Promise<WriteResult<T>>;
  /** The form field an API parameter path belongs to, when it is not the same name. */
  fieldOf?: (apiParam: string) => string | null;
  /** The API's refusal in the member's words (its code mapped to a catalogue message), when the action knows it. */
  localize?: (error: ApiError, t: Translator) => ApiError;
  /** The message, result and audit details of a success. */
  success: (data: T | null) => {
    message: string;
    result: R;
    target?: string | null;
    summary?: Record<string, unknown>;
  };
  /** Pages that show what changed. */
  revalidate: string[];
}

/**
 * An action's write (a `merchantWrites()` call) and everything around it: the outcome audited with the API's request id, API
 * field errors mapped onto the form's fields, the submitted values returned on failure, and the affected
 * pages revalidated on success. Never throws for an API refusal.
 */
export async function actionWrite<T, R>(options: WriteOptions<T, R>): Promise<ActionState<R>> {
  const { session, action, values } = options;
  const t = await getT();
  let written: WriteResult<T>;
  try {
    written = await options.call();
  } catch (error) {
    if (!isApiError(error)) {
      console.error(`${action} failed:`, error);
      await recordAudit({
        session,
        action,
        outcome: 'failure',
        target: options.target,
        summary: { ...options.summary, error: 'unexpected' },
      });
      return { ok: false, message: t('forms.unexpected'), values };
    }
    await recordAudit({
      session,
      action,
      outcome: 'failure',
      target: options.target,
      summary: {
        ...options.summary,
        status: error.status,
        code: error.code,
        message: error.message,
        fields: Object.keys(error.fieldErrors),
      },
      apiRequestId: error.requestId,
    });
    const shown = options.localize ? options.localize(error, t) : error;
    return { ok: false, ...describeApiError(shown, t, options.fieldOf), values, requestId: error.requestId };
  }

  const outcome = options.success(written.data);
  await recordAudit({
    session,
    action,
    target: outcome.target ?? options.target,
    summary: {
      ...options.summary,
      ...outcome.summary,
      ...(written.unreadable ? { unreadable_answer: written.unreadable } : {}),
    },
    apiRequestId: written.requestId,
  });
  for (const path of options.revalidate) revalidatePath(path);
  return {
    ok: true,
    message: written.data ? outcome.message : `${outcome.message} ${t('forms.answerUnreadable')}`,
    result: outcome.result,
    requestId: written.requestId,
  };
}

/** What the member reads when the API refuses: field errors on their fields, and a sentence about what to do. */
export function describeApiError(
  error: ApiError,
  t: Translator,
  fieldOf?: (apiParam: string) => string | null,
): Pick<ActionState, 'message' | 'fieldErrors'> {
  const fieldErrors: Record<string, string> = {};
  for (const [param, message] of Object.entries(error.fieldErrors)) {
    if (param === 'Idempotency-Key') continue;
    const field = fieldOf?.(param) ?? param;
    fieldErrors[field] ??= message;
  }
  // The API's own message is quoted as it came: it is the API's wording, in the API's language.
  const reference = error.requestId ? ` ${t('forms.requestReference', { id: error.requestId })}` : '';
  if (error.status === 409 && error.code === 'idempotency_key_reused') return { message: t('forms.idempotencyReused') };
  if (error.status === 409 && error.code === 'idempotency_key_in_flight')
    return { message: t('forms.idempotencyInFlight') };
  if (error.status === 400 || error.status === 422) {
    return {
      message: Object.keys(fieldErrors).length ? t('forms.checkFields') : `${error.message}${reference}`,
      fieldErrors,
    };
  }
  if (error.status === 0 || error.status >= 500) {
    return { message: t('forms.notConfirmed', { reference, message: error.message }) };
  }
  return { message: `${error.message}${reference}`, fieldErrors };
}
