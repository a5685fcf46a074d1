import 'server-only';
import type { z } from 'zod';
import type { StaffSession } from '@/lib/auth';
import type { Permission } from '@/lib/auth/permissions';
import { authorizeAction, authorizeAlso } from '@/lib/auth/guards';
import type { ActionState } from '@/lib/forms/state';
import type { MessageKey, Translator } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import { holdForApproval, type HoldInput } from '@/lib/approvals/hold';
import { formValues } from './form';
import { refuseInvalid } from './write';

/**
 * The one way to declare a console server action (docs/design.md, "Server actions"). The builder runs the steps every
 * action needs, in this order, so none can be forgotten:
 *
 *   1. authorize: the member holds `permission` (a refusal is audited as denied under `audit`);
 *   2. read the form's values and parse them with `schema`;
 *   3. refuse invalid values: the errors per field and the values as submitted (audited), one sentence, or the form's
 *      own answer (`invalid`);
 *   4. the permissions the parsed form calls for besides `permission` (`also`, then the money rule's `require`);
 *   5. the money rule (`money`): the approval rules and the member's ceilings see the movement before it is sent: held
 *      for approval or refused above a ceiling, the form gets that answer (or `held`'s) and nothing is sent; the rule
 *      may also refuse on its own (`{ refuse }`);
 *   6. `run`: the write, with the session, the parsed input, the values and the member's translator.
 *
 * An action open to signed-out visitors (sign-in, invitations, the hosted pages) is declared with `openAction` (`./open.ts`), which
 * names why it needs no permission. lib/actions/declared.test.ts reads every `'use server'` module and fails on an
 * export built any other way, and on a module that takes one of these steps itself.
 */

/** Every console action's answer has at least these (ActionState and the session forms' own states). */
type AnyState = { ok: boolean; message?: string };

export interface ActionContext<I> {
  session: StaffSession;
  /** The audit log's action name this submission is recorded under (`spec.audit`, resolved). */
  audit: string;
  /** The values as `schema` parsed them. */
  input: I;
  /** The form's text values as submitted (handed back to the form on a refusal). */
  values: Record<string, string>;
  formData: FormData;
  t: Translator;
}

/** What the approval rules and ceilings see of a money movement (holdForApproval's input, the session aside). */
export type MoneyRule = Omit<HoldInput, 'session'> & {
  /**
   * A permission this movement needs besides the action's own (a plan that pays out needs `plans:payout`): checked
   * before the rules, a refusal audited as denied under `audit`.
   */
  require?: Permission;
};

/** The money rule's answer: the movement to check, none (null), or a refusal the form gets as it is. */
export type MoneyAnswer<State> = MoneyRule | { refuse: State } | null;

/** What a schema built per submission may depend on: the member, the form and the member's translator. */
export type FormContext = Omit<ActionContext<unknown>, 'input'>;

export interface ActionSpec<S extends z.ZodType, State extends AnyState = ActionState> {
  /** The permission of the table (docs/roles.md) the member must hold. */
  permission: Permission;
  /**
   * The audit log's action name (`<object>.<verb>`), for a refusal and for an invalid form; a function of the form's
   * values when one form does two things (a role created or edited).
   */
  audit: string | ((values: Record<string, string>) => string);
  /**
   * The form's rules; built per submission when they depend on what only the submission knows (the form's metadata
   * rows, the member's time zone, the roles that exist, the draft the form names).
   */
  schema: S | ((form: FormContext) => S | Promise<S>);
  /** What `schema` parses: by default the form's text values by name; a field's raw value, a file… */
  input?: (formData: FormData, values: Record<string, string>) => unknown;
  /**
   * How an invalid form is answered: by default each field's error and the values as submitted (audited as a
   * failure); a message key answers with that one sentence instead (a form whose only value is a hidden id); a
   * function gives the form's own answer (one that keeps passwords out of the values handed back, or words the
   * refusal in a menu's terms).
   */
  invalid?: MessageKey | ((error: z.ZodError, form: FormContext) => State | Promise<State>);
  /** The object an invalid form was about, for the audit log. */
  target?: (values: Record<string, string>) => string | null;
  /**
   * Permissions the action needs besides `permission`, checked once the form is valid (a CSV of payments makes a
   * bulk refund of payments the member reads); a refusal is audited as denied under `audit`.
   */
  also?: readonly Permission[];
  /**
   * The money rule: what the movement is, for the approval rules and the member's ceilings (docs/approvals.md). A
   * function returning null moves no money this time (a plan that only collects); `{ refuse }` answers the form
   * without a hold (the plan it names is gone).
   */
  money?: (context: ActionContext<z.output<S>>) => MoneyAnswer<State> | Promise<MoneyAnswer<State>>;
  /**
   * The form's answer when the money rule's hold answers (held for approval, or refused above a ceiling): by default
   * that answer as it is; a bulk refund's draft is confirmed as held and answered with the batch's count.
   */
  held?: (answer: State, context: ActionContext<z.output<S>>) => State | Promise<State>;
}

export type ServerAction<State> = (previous: State | null, formData: FormData) => Promise<State>;

/** A console server action: authorize → parse → refuse → also → hold → write, in that order (see above). */
export function action<S extends z.ZodType, State extends AnyState = ActionState>(
  spec: ActionSpec<S, NoInfer<State>>,
  run: (context: ActionContext<z.output<S>>) => Promise<State>,
): ServerAction<State> {
  return async (_previous, formData) => {
    const values = formValues(formData);
    const audit = typeof spec.audit === 'function' ? spec.audit(values) : spec.audit;
    const authz = await authorizeAction(spec.permission, audit);
    if (!authz.ok) return authz as State;
    const { session } = authz;
    const form: FormContext = { session, audit, values, formData, t: await getT() };
    const { t } = form;
    const schema = typeof spec.schema === 'function' ? await spec.schema(form) : spec.schema;
    const parsed = schema.safeParse(spec.input ? spec.input(formData, values) : values);
    if (!parsed.success) {
      if (typeof spec.invalid === 'function') return spec.invalid(parsed.error, form);
      if (spec.invalid) return { ok: false, message: t(spec.invalid) } as State;
      return (await refuseInvalid(session, audit, values, parsed.error, spec.target?.(values) ?? null)) as State;
    }
    const context: ActionContext<z.output<S>> = { ...form, input: parsed.data as z.output<S> };
    for (const permission of spec.also ?? []) {
      const denied = await authorizeAlso(session, permission, audit);
      if (denied) return denied as State;
    }
    const money = spec.money ? await spec.money(context) : null;
    if (money && 'refuse' in money) return money.refuse;
    if (money) {
      const { require, ...movement } = money;
      const denied = require ? await authorizeAlso(session, require, audit) : null;
      if (denied) return denied as State;
      const held = await holdForApproval({ session, ...movement });
      if (held) return spec.held ? spec.held(held as State, context) : (held as State);
    }
    return run(context);
  };
}
