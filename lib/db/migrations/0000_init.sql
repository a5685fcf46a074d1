-- The console's tables as they shipped before drizzle-kit managed them: every statement is idempotent
-- (IF NOT EXISTS, OR REPLACE), so a database made by an earlier version applies it without harm.
CREATE SCHEMA IF NOT EXISTS console;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS console.staff_users (
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
  );
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS console.login_throttle (
    key text PRIMARY KEY,
    failures integer NOT NULL DEFAULT 0,
    last_failure_at timestamptz(3) NOT NULL DEFAULT now(),
    locked_until timestamptz(3)
  );
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS console.audit_log (
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
  );
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_log_at_idx ON console.audit_log (at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_log_actor_idx ON console.audit_log (actor_id, at DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_log_action_idx ON console.audit_log (action, at DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_log_target_idx ON console.audit_log (target text_pattern_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION console.audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'console.audit_log is append-only';
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_no_update_or_delete
    BEFORE UPDATE OR DELETE ON console.audit_log
    FOR EACH ROW EXECUTE FUNCTION console.audit_log_append_only();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_no_truncate
    BEFORE TRUNCATE ON console.audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION console.audit_log_append_only();
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS console.saved_views (
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
  );
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS saved_views_owner_name_idx ON console.saved_views (owner_id, list_key, name_key);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS saved_views_shared_idx ON console.saved_views (list_key, name_key) WHERE shared;
