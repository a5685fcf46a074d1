import 'server-only';
import {
  approvalCounts,
  getRequest,
  linkedToMaker,
  listRequests,
  type Member,
  type RequestView,
} from '@/lib/approvals/requests';
import { listRules } from '@/lib/approvals/rules';
import type { RuleRole } from '@/lib/approvals/kinds';
import { assignableRoles } from '@/lib/auth/roles';
import { getConsoleDb } from '@/lib/db';

/**
 * The approval queue a member sees, with each request's approvals so far. Reading writes nothing: a request past
 * its expiry reads as expired (lib/approvals/requests.ts), and the next approve or reject stores and audits it.
 */
export async function loadApprovalQueue(view: RequestView, member: Member) {
  const db = await getConsoleDb();
  const requests = await listRequests(db, view, member);
  const counts = await approvalCounts(
    db,
    requests.map((r) => r.id),
  );
  return { requests, counts };
}

/** One held request and its decisions, or undefined. */
export async function loadApprovalRequest(id: string) {
  return getRequest(await getConsoleDb(), id);
}

/** Whether the member and the request's maker created, invited or changed one another within its window. */
export async function loadLinkedToMaker(
  request: Parameters<typeof linkedToMaker>[1],
  memberId: string,
): Promise<boolean> {
  return linkedToMaker(await getConsoleDb(), request, memberId);
}

/** The approval rules (settings). */
export async function loadApprovalRules() {
  return listRules(await getConsoleDb());
}

/** The roles an approval rule may name (presets and active custom roles, with what each grants). */
export async function loadRuleRoles(): Promise<RuleRole[]> {
  return assignableRoles(await getConsoleDb());
}
