-- Approvals (docs/approvals.md): maker-checker rules, the requests they hold back from the API and the decisions on
-- them.
CREATE TABLE IF NOT EXISTS console.approval_rules (
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
  );
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS console.approval_requests (
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
  );
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS approval_requests_status_idx ON console.approval_requests (status, created_at DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS console.approval_decisions (
    request_id uuid NOT NULL REFERENCES console.approval_requests (id),
    member_id uuid NOT NULL,
    member_email text NOT NULL,
    member_role text NOT NULL,
    decision text NOT NULL CHECK (decision IN ('approve', 'reject')),
    note text CHECK (length(note) <= 500),
    at timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (request_id, member_id)
  );
--> statement-breakpoint
CREATE OR REPLACE FUNCTION console.approval_decision_not_by_maker() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM console.approval_requests r WHERE r.id = NEW.request_id AND r.maker_id = NEW.member_id) THEN
      RAISE EXCEPTION 'the maker of an approval request cannot decide it';
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER approval_decision_not_by_maker
    BEFORE INSERT OR UPDATE ON console.approval_decisions
    FOR EACH ROW EXECUTE FUNCTION console.approval_decision_not_by_maker();
