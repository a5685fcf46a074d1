/**
 * The console's schema, as idempotent statements run in order at boot (one transaction, under an
 * advisory lock so several console processes on one PostgreSQL server migrate one at a time).
 * To change it, append statements (`ADD COLUMN IF NOT EXISTS`, `CREATE … IF NOT EXISTS`); never
 * edit or reorder the ones that shipped.
 */
export const CONSOLE_MIGRATIONS: readonly string[] = [
  `CREATE SCHEMA IF NOT EXISTS console`,

  `CREATE TABLE IF NOT EXISTS console.staff_users (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    role text NOT NULL CHECK (role IN ('admin', 'support', 'finance', 'viewer')),
    password_hash text NOT NULL,
    disabled boolean NOT NULL DEFAULT false,
    session_version integer NOT NULL DEFAULT 1,
    language text NOT NULL DEFAULT 'en',
    timezone text NOT NULL DEFAULT 'UTC',
    theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('light', 'dark', 'system')),
    last_sign_in_at timestamptz(3),
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    updated_at timestamptz(3) NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE IF NOT EXISTS console.login_throttle (
    key text PRIMARY KEY,
    failures integer NOT NULL DEFAULT 0,
    last_failure_at timestamptz(3) NOT NULL DEFAULT now(),
    locked_until timestamptz(3)
  )`,

  `CREATE TABLE IF NOT EXISTS console.audit_log (
    id bigserial PRIMARY KEY,
    at timestamptz(3) NOT NULL DEFAULT now(),
    actor_id uuid,
    actor_email text,
    actor_role text,
    action text NOT NULL,
    target text,
    summary jsonb NOT NULL DEFAULT '{}'::jsonb,
    api_request_id text,
    outcome text NOT NULL CHECK (outcome IN ('success', 'failure', 'denied')),
    ip text
  )`,
  `CREATE INDEX IF NOT EXISTS audit_log_at_idx ON console.audit_log (at DESC, id DESC)`,
  `CREATE INDEX IF NOT EXISTS audit_log_actor_idx ON console.audit_log (actor_id, at DESC)`,
  `CREATE INDEX IF NOT EXISTS audit_log_action_idx ON console.audit_log (action, at DESC)`,
  `CREATE INDEX IF NOT EXISTS audit_log_target_idx ON console.audit_log (target text_pattern_ops)`,

  `CREATE OR REPLACE FUNCTION console.audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'console.audit_log is append-only';
  END
  $$`,
  `CREATE OR REPLACE TRIGGER audit_log_no_update_or_delete
    BEFORE UPDATE OR DELETE ON console.audit_log
    FOR EACH ROW EXECUTE FUNCTION console.audit_log_append_only()`,
  `CREATE OR REPLACE TRIGGER audit_log_no_truncate
    BEFORE TRUNCATE ON console.audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION console.audit_log_append_only()`,

  // Saved views of the lists (issue 7): a member's named filters and visible columns, private or shared.
  `CREATE TABLE IF NOT EXISTS console.saved_views (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_id uuid NOT NULL REFERENCES console.staff_users (id) ON DELETE CASCADE,
    list_key text NOT NULL CHECK (list_key ~ '^[a-z][a-z-]{0,39}$'),
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    name_key text NOT NULL,
    query text NOT NULL DEFAULT '' CHECK (length(query) <= 2000),
    columns jsonb,
    shared boolean NOT NULL DEFAULT false,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    updated_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS saved_views_owner_name_idx ON console.saved_views (owner_id, list_key, name_key)`,
  `CREATE INDEX IF NOT EXISTS saved_views_shared_idx ON console.saved_views (list_key, name_key) WHERE shared`,
  // Approvals (issue 14): maker-checker rules and the requests they hold back from the API.
  `CREATE TABLE IF NOT EXISTS console.approval_rules (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    action text NOT NULL CHECK (action IN ('payout', 'transfer', 'refund', 'split_payment')),
    currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    threshold bigint NOT NULL CHECK (threshold >= 0),
    maker_role text CHECK (maker_role IN ('admin', 'support', 'finance', 'viewer')),
    approvals_required integer NOT NULL CHECK (approvals_required IN (1, 2)),
    approver_roles text[] NOT NULL CHECK (cardinality(approver_roles) >= 1),
    expiry_hours integer NOT NULL DEFAULT 24 CHECK (expiry_hours BETWEEN 1 AND 720),
    enabled boolean NOT NULL DEFAULT true,
    created_by uuid,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    updated_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS console.approval_requests (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    rule_id uuid,
    action text NOT NULL CHECK (action IN ('payout', 'transfer', 'refund', 'split_payment')),
    currency text NOT NULL,
    amount bigint NOT NULL CHECK (amount >= 0),
    target text,
    maker_id uuid NOT NULL,
    maker_email text NOT NULL,
    maker_role text NOT NULL,
    summary jsonb NOT NULL DEFAULT '{}'::jsonb,
    payload jsonb NOT NULL,
    idempotency_key text NOT NULL UNIQUE,
    approvals_required integer NOT NULL CHECK (approvals_required IN (1, 2)),
    approver_roles text[] NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'executing', 'executed', 'failed', 'rejected', 'expired')),
    result jsonb,
    api_request_id text,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    expires_at timestamptz(3) NOT NULL,
    decided_at timestamptz(3)
  )`,
  `CREATE INDEX IF NOT EXISTS approval_requests_status_idx ON console.approval_requests (status, created_at DESC)`,
  `CREATE TABLE IF NOT EXISTS console.approval_decisions (
    request_id uuid NOT NULL REFERENCES console.approval_requests (id),
    member_id uuid NOT NULL,
    member_email text NOT NULL,
    member_role text NOT NULL,
    decision text NOT NULL CHECK (decision IN ('approve', 'reject')),
    note text CHECK (length(note) <= 500),
    at timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (request_id, member_id)
  )`,
  `CREATE OR REPLACE FUNCTION console.approval_decision_not_by_maker() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM console.approval_requests r WHERE r.id = NEW.request_id AND r.maker_id = NEW.member_id) THEN
      RAISE EXCEPTION 'the maker of an approval request cannot decide it';
    END IF;
    RETURN NEW;
  END
  $$`,
  `CREATE OR REPLACE TRIGGER approval_decision_not_by_maker
    BEFORE INSERT OR UPDATE ON console.approval_decisions
    FOR EACH ROW EXECUTE FUNCTION console.approval_decision_not_by_maker()`,
];
