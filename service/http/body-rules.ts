import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { AppEnv } from './env';
import { fieldErrorsFromZod, Problem, invalid, type FieldError } from './errors';

export type Body = Record<string, unknown>;

/** Rules zod cannot express alone (they depend on other fields, the merchant or the clock). */
export type BodyRules = (c: Context<AppEnv>, body: Body) => FieldError[] | Promise<FieldError[]>;

type HookResult = { target: string } & ({ success: true; data: unknown } | { success: false; error: ZodError });

export function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field of a parsed or raw body; anything else counts as absent. */
export function textOf(body: Body, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A route hook that runs the body's conditional rules on the parsed body, or on the raw body when
 * zod already refused it, so one 400 lists every field error (zod's first, then the rules' for
 * fields zod did not already name).
 */
export function withBodyRules(rules: BodyRules) {
  const hook = async (result: HookResult, c: Context<AppEnv>): Promise<undefined> => {
    if (result.target !== 'json') {
      if (!result.success) throw invalid(fieldErrorsFromZod(result.error));
      return undefined;
    }
    // On failure the validator passes the raw body as `data` next to the error.
    const body = (result as { data?: unknown }).data;
    const zodErrors = result.success ? [] : fieldErrorsFromZod(result.error);
    const ruleErrors = isBody(body) ? await rules(c, body) : [];
    const named = new Set(zodErrors.map((e) => e.param));
    const all = [...zodErrors, ...ruleErrors.filter((e) => !named.has(e.param))];
    if (all.length) throw invalid(all);
    return undefined;
  };
  // The validator awaits its hook, but the Hook type admits no async hook that answers nothing.
  return hook as unknown as <R>(result: HookResult, c: Context<AppEnv>) => R;
}

/** Runs a check that may throw a 400; its field errors join `errors` instead, so one 400 can name every field. */
export async function gather<T>(errors: FieldError[], check: () => Promise<T>): Promise<T | undefined> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof Problem && error.kind === 'invalid') {
      errors.push(...error.details);
      return undefined;
    }
    throw error;
  }
}
