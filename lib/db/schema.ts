import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The console's own tables live in the `console` schema of the service's database, so the API's
 * migrations and the console's never collide and either can be moved to its own database later.
 */
export const consoleSchema = pgSchema('console');

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const staffUsers = consoleSchema.table('staff_users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Always stored lower-case; unique. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  /** Bumped whenever existing sessions must end (role change, disable, password change). */
  sessionVersion: integer('session_version').notNull().default(1),
  language: text('language').notNull().default('en'),
  timezone: text('timezone').notNull().default('UTC'),
  theme: text('theme').notNull().default('system'),
  lastSignInAt: ts('last_sign_in_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** AES-256-GCM sealed TOTP secret (lib/auth/two-factor.ts); null until enrolment is confirmed. */
  totpSecret: text('totp_secret'),
  /** The secret shown during enrolment, until a code from it is confirmed. */
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: ts('totp_enabled_at'),
  /** The last 30-second step a code was accepted for: a code is refused unless its step is newer. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Set by an admin's password reset: the member must choose a new password before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

/**
 * What each member moved under a money permission with a daily ceiling (docs/roles.md, "Daily ceilings"), one row
 * per movement keyed by its idempotency key: reserved before the movement is sent (under the member's row lock, so
 * two at once cannot both pass), removed when the API refuses it. `business_day` is the merchant's business day.
 */
export const staffDailyMovements = consoleSchema.table(
  'staff_daily_movements',
  {
    memberId: uuid('member_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    permission: text('permission').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    businessDay: text('business_day').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.idempotencyKey] }),
    index('staff_daily_movements_day_idx').on(t.memberId, t.businessDay, t.permission),
  ],
);

/**
 * Custom staff roles (docs/roles.md): a key members' `role` names, the permissions it grants (lib/auth/permissions.ts)
 * and optional ceilings per money permission and currency (minor units). The four built-in presets are not rows.
 * A retired role grants nothing and can no longer be given; its row stays for the audit log's sake.
 */
export const staffRoles = consoleSchema.table('staff_roles', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ceilings: jsonb('ceilings').$type<Record<string, Record<string, number>>>().notNull().default({}),
  retiredAt: ts('retired_at'),
  createdBy: uuid('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type StaffRoleRow = typeof staffRoles.$inferSelect;

/**
 * Who created, invited or changed (role, password, two-factor) which member, and when: maker-checker refuses an
 * approval between two members one of whom did that to the other within the request's window (lib/auth/member-changes.ts,
 * docs/approvals.md, "Deciding").
 */
export const staffMemberChanges = consoleSchema.table(
  'staff_member_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id').notNull(),
    changedBy: uuid('changed_by').notNull(),
    /** `create`, `invite`, `change_role`, `reset_password`, `reset_two_factor`. */
    kind: text('kind').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('staff_member_changes_member_idx').on(t.memberId, t.at),
    index('staff_member_changes_by_idx').on(t.changedBy, t.at),
  ],
);

/**
 * One row per sign-in (lib/auth/session-store.ts): the session cookie carries its id, so a member can see where they are
 * signed in and end one session; an ended row refuses its cookie on the next request.
 */
export const staffSessions = consoleSchema.table(
  'staff_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId, t.createdAt)],
);

/**
 * Invitations instead of printed passwords: an admin invites an email with a role; the link's token (256 random
 * bits) is shown once, only its SHA-256 is stored; single use, 72 hours (lib/auth/invitations.ts).
 */
export const staffInvitations = consoleSchema.table('staff_invitations', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').notNull(),
  role: text('role').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: uuid('invited_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  acceptedAt: ts('accepted_at'),
  revokedAt: ts('revoked_at'),
});

/** Ten single-use recovery codes per enrolled member, HMAC-hashed. */
export const staffRecoveryCodes = consoleSchema.table(
  'staff_recovery_codes',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.codeHash] })],
);

/** One row: who must sign in with a second factor (`none`, `all`, or `roles` with the roles listed). */
export const authPolicy = consoleSchema.table('auth_policy', {
  id: boolean('id').primaryKey().default(true),
  requireTwoFactor: text('require_two_factor').notNull().default('none'),
  twoFactorRoles: text('two_factor_roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Failed sign-in counters, keyed `email:<address>` or `ip:<address>`. Kept apart from staff_users so
 * an unknown email is throttled exactly like a known one (the lockout must not reveal who has an account).
 */
export const loginThrottle = consoleSchema.table('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: ts('last_failure_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
});

/** Append-only: a trigger rejects UPDATE and DELETE. */
export const auditLog = consoleSchema.table(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    target: text('target'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    apiRequestId: text('api_request_id'),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    /**
     * The writing transaction's id (`pg_current_xact_id()`): the audit stream sends entries in (tx_id, id) order and
     * only once every transaction below them has ended, so a late commit is never skipped (docs/audit.md).
     */
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    /** The Merchant API event an entry records (lib/audit/api-events.ts, docs/audit.md): one entry per event. */
    sourceEventId: text('source_event_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    index('audit_log_target_idx').on(t.target),
    index('audit_log_tx_idx').on(t.txId, t.id),
    uniqueIndex('audit_log_source_event_idx').on(t.sourceEventId),
    index('audit_log_api_events_idx')
      .on(t.at.desc())
      .where(sql`${t.sourceEventId} is not null`),
  ],
);

/** A member's saved filters and visible columns of one list; `shared` makes it the team's too. */
export const savedViews = consoleSchema.table('saved_views', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  listKey: text('list_key').notNull(),
  name: text('name').notNull(),
  /** The name case-folded (in JS): one view per name per member and list; saving under it again replaces it. */
  nameKey: text('name_key').notNull(),
  /** The list's URL query without paging and columns ("status=FAILED&date_from=2026-01-01"). */
  query: text('query').notNull().default(''),
  /** `{visible: [ids], hidden: [ids]}`, or null for the list's default columns. */
  columns: jsonb('columns').$type<{ visible: string[]; hidden: string[] } | null>(),
  shared: boolean('shared').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** An admin's maker-checker rule: which console actions wait for approvals instead of going to the API. */
export const approvalRules = consoleSchema.table('approval_rules', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  action: text('action').notNull(),
  currency: text('currency').notNull(),
  /** Minor units: the rule holds amounts at or above it. */
  threshold: bigint('threshold', { mode: 'number' }).notNull(),
  /** Only makers of this role, or every maker when null. */
  makerRole: text('maker_role'),
  approvalsRequired: integer('approvals_required').notNull(),
  approverRoles: text('approver_roles').array().notNull(),
  expiryHours: integer('expiry_hours').notNull().default(24),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: uuid('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A money movement held for approval: what the maker asked, exactly as it will be sent, with the form's key. */
export const approvalRequests = consoleSchema.table('approval_requests', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  ruleId: uuid('rule_id'),
  action: text('action').notNull(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  target: text('target'),
  makerId: uuid('maker_id').notNull(),
  makerEmail: text('maker_email').notNull(),
  makerRole: text('maker_role').notNull(),
  summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  approvalsRequired: integer('approvals_required').notNull(),
  approverRoles: text('approver_roles').array().notNull(),
  status: text('status').notNull().default('pending'),
  result: jsonb('result').$type<Record<string, unknown>>(),
  apiRequestId: text('api_request_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  decidedAt: ts('decided_at'),
});

/** One member's approval or rejection of a request; one per member (the primary key), never the maker's (a trigger). */
export const approvalDecisions = consoleSchema.table(
  'approval_decisions',
  {
    requestId: uuid('request_id').notNull(),
    memberId: uuid('member_id').notNull(),
    memberEmail: text('member_email').notNull(),
    memberRole: text('member_role').notNull(),
    decision: text('decision').notNull(),
    note: text('note'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.memberId] })],
);

export type ApprovalRuleRow = typeof approvalRules.$inferSelect;
export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;
export type ApprovalDecisionRow = typeof approvalDecisions.$inferSelect;
export type StaffUserRow = typeof staffUsers.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type SavedViewRow = typeof savedViews.$inferSelect;

/**
 * A bulk refund (docs/approvals.md, "Bulk refunds"): payments chosen in the payments list, reviewed, then refunded one
 * by one with an idempotency key each (lib/bulk-refunds/). `status`: draft (being reviewed) → held (an approval rule
 * holds the batch) → running → done; `lease_until` is the running worker's claim, so two workers never run one batch.
 */
export const bulkRefunds = consoleSchema.table(
  'bulk_refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    makerId: uuid('maker_id').notNull(),
    makerEmail: text('maker_email').notNull(),
    status: text('status').notNull().default('draft'),
    reason: text('reason'),
    note: text('note'),
    /** How the payments were chosen: the ids picked, or the list's filters ("all matching"). */
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
    approvalRequestId: uuid('approval_request_id'),
    leaseUntil: ts('lease_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('bulk_refunds_created_idx').on(t.createdAt.desc())],
);

/** One payment of a bulk refund and what came of its refund (`queued` → `refunded` | `refused` | `uncertain`). */
export const bulkRefundItems = consoleSchema.table(
  'bulk_refund_items',
  {
    bulkRefundId: uuid('bulk_refund_id')
      .notNull()
      .references(() => bulkRefunds.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    paymentId: text('payment_id').notNull(),
    paymentCode: text('payment_code'),
    currency: text('currency').notNull(),
    /** What was left to refund when the batch was prepared, in minor units: the amount sent. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The payment's status when the batch was prepared. */
    paymentStatus: text('payment_status'),
    /** A CSV batch's row: its own reason and note (null: the batch's, confirmed on its review page). */
    reason: text('reason'),
    note: text('note'),
    /** A CSV batch's row: its line in the file. */
    line: integer('line'),
    idempotencyKey: uuid('idempotency_key')
      .notNull()
      .default(sql`gen_random_uuid()`),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    message: text('message'),
    errorCode: text('error_code'),
    apiRequestId: text('api_request_id'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.bulkRefundId, t.position] }),
    index('bulk_refund_items_status_idx').on(t.bulkRefundId, t.status),
    // What other batches hold of a payment (pendingByPayment, lib/bulk-refunds/batches.ts): looked up by payment.
    index('bulk_refund_items_payment_idx').on(t.paymentId),
  ],
);

export type BulkRefundRow = typeof bulkRefunds.$inferSelect;
export type BulkRefundItemRow = typeof bulkRefundItems.$inferSelect;

/**
 * Reports on a schedule (docs/reports.md): finance subscribes a report, its filters and recipients; the console's
 * scheduler (lib/reports/scheduler.ts) claims a due subscription with a conditional UPDATE of `next_run_at`, so
 * one replica makes each run.
 */
export const reportSubscriptions = consoleSchema.table(
  'report_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** `balance` or `payout_reconciliation`. */
    report: text('report').notNull(),
    /** `daily`, `weekly` or `monthly`. */
    frequency: text('frequency').notNull(),
    /** The report's filters (currency). */
    filters: jsonb('filters').$type<{ currency?: string }>().notNull().default({}),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    /** `attachment` (the CSV) or `link` (a signed download link that expires). */
    delivery: text('delivery').notNull(),
    createdBy: text('created_by').notNull(),
    active: boolean('active').notNull().default(true),
    nextRunAt: ts('next_run_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('report_subscriptions_due_idx').on(t.active, t.nextRunAt)],
);

/**
 * One sending of a subscription's period: `pending` → `sent`, or `retrying` (a failed attempt, tried again later)
 * → … → `failed` after the last attempt, with the reason. Kept for the delivery history; never dropped.
 */
export const reportDeliveries = consoleSchema.table(
  'report_deliveries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => reportSubscriptions.id, { onDelete: 'cascade' }),
    periodFrom: text('period_from').notNull(),
    periodTo: text('period_to').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    reason: text('reason'),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    leaseUntil: ts('lease_until'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('report_deliveries_subscription_idx').on(t.subscriptionId, t.createdAt.desc()),
    index('report_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type ReportSubscriptionRow = typeof reportSubscriptions.$inferSelect;
export type ReportDeliveryRow = typeof reportDeliveries.$inferSelect;

/**
 * One row: the company's access rules (docs/sso.md): the email domain whose members must sign in through the
 * identity provider, the ID token claim read for groups, and the address ranges console sign-in is limited to.
 */
export const accessSettings = consoleSchema.table('access_settings', {
  id: boolean('id').primaryKey().default(true),
  /** Lower-case domain (`example.com`) whose members may not sign in with a password; null when none. */
  ssoRequiredDomain: text('sso_required_domain'),
  /** The ID token claim holding the member's groups (a string or a list of strings). */
  ssoGroupClaim: text('sso_group_claim').notNull().default('groups'),
  /** CIDR ranges (`203.0.113.0/24`, `2001:db8::/32`) console sign-in is allowed from; empty: anywhere. */
  ipRanges: text('ip_ranges')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A group (a value of the group claim) and the role key a member of it is provisioned with on first sign-in. */
export const ssoRoleMappings = consoleSchema.table('sso_role_mappings', {
  groupName: text('group_name').primaryKey(),
  /** A role key (`admin`, `support`… or a custom role's), checked against the known roles when saved and used. */
  role: text('role').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The identity provider's subject a member signed in as (one per member; the issuer's `sub`). */
export const staffSsoIdentities = consoleSchema.table(
  'staff_sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .unique()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] })],
);

/**
 * One row: the security team's endpoint new audit entries are sent to as signed webhooks (docs/audit.md), and the
 * delivery cursor: every entry whose (tx_id, id) is above (`delivered_tx`, `delivered_through`) is still to send.
 */
export const auditStream = consoleSchema.table('audit_stream', {
  id: boolean('id').primaryKey().default(true),
  url: text('url').notNull(),
  /** The Standard Webhooks signing secret (`whsec_…`), readable: the sender signs with it. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The id of the last audit entry the endpoint accepted (entries before the stream was set up are not sent). */
  deliveredThrough: bigint('delivered_through', { mode: 'number' }).notNull().default(0),
  /** With `delivered_through`, the cursor: the `tx_id` of the last entry the endpoint accepted. */
  deliveredTx: bigint('delivered_tx', { mode: 'number' }).notNull().default(0),
  lastDeliveredAt: ts('last_delivered_at'),
  /** Failed attempts since the last accepted one. */
  failures: integer('failures').notNull().default(0),
  failingSince: ts('failing_since'),
  lastError: text('last_error'),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  /** The worker holding the row until then (several console processes send each entry once). */
  leaseUntil: ts('lease_until'),
  /**
   * Set when an admin removes the stream: the id of the newest entry then (the removal's own entry included), which
   * the endpoint still receives before the row goes (docs/audit.md, "Delivery promise").
   */
  removeThrough: bigint('remove_through', { mode: 'number' }),
  /** Set with `remove_through`: entries of transactions below this id (every one begun before the removal) still go. */
  removeBeforeTx: bigint('remove_before_tx', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type AccessSettingsRow = typeof accessSettings.$inferSelect;
export type AuditStreamRow = typeof auditStream.$inferSelect;
