/**
 * What every console server action returns to its form (docs/design.md, "Server actions"): the outcome, a sentence, the
 * errors per field (named like the form's fields, which are the API's parameter paths), the values that
 * were submitted (so nothing typed is lost when the action refuses them) and, on success, the result.
 */
export interface ActionState<R = unknown> {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  result?: R;
  /** The Merchant API's Request-Id of the call, to quote to support. */
  requestId?: string | null;
  /** Set when an approval rule held the action back instead of sending it (docs/approvals.md). */
  approval?: HeldForApproval;
}

/** A money movement waiting for approvals: where to follow it. */
export interface HeldForApproval {
  id: string;
  href: string;
  approvalsRequired: number;
  approverRoles: string[];
  expiresAt: string;
}

export type FormAction<R> = (previous: ActionState<R> | null, formData: FormData) => Promise<ActionState<R>>;
