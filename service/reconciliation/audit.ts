import type { DbOrTx } from '../db/client';
import { reconAudit } from '../db/schema';

/** Who decides: the person the caller names (the console sends the signed-in member) and the API client. */
export interface Actor {
  who: string;
  clientId: string;
}

export type AuditAction =
  | 'IMPORT'
  | 'AUTO_MATCH'
  | 'MATCH'
  | 'UNMATCH'
  | 'ANNOTATE'
  | 'ASSIGN'
  | 'RESOLVE'
  | 'REOPEN'
  | 'MAPPING'
  | 'SETTINGS'
  | 'ACCOUNT'
  | 'VOID'
  | 'SIGN_OFF';

export async function audit(
  db: DbOrTx,
  merchantId: string,
  actor: Actor,
  action: AuditAction,
  subjectId: string,
  reason: string | null,
  detail: Record<string, unknown> = {},
) {
  await db.insert(reconAudit).values({
    merchantId,
    action,
    subjectId,
    actor: actor.who,
    clientId: actor.clientId,
    reason,
    detail,
  });
}
