-- docs/approvals.md, "Rules": a rule may name `*`: every currency without an enabled rule of its own for the action (no
-- currency escapes the rules). Held requests may also create or activate a recurring plan (held by a payout or transfer
-- rule).
ALTER TABLE console.approval_rules DROP CONSTRAINT IF EXISTS approval_rules_currency_check;
--> statement-breakpoint
ALTER TABLE console.approval_rules ADD CONSTRAINT approval_rules_currency_check CHECK (currency ~ '^[A-Z]{3}$' OR currency = '*');
--> statement-breakpoint
ALTER TABLE console.approval_requests DROP CONSTRAINT IF EXISTS approval_requests_action_check;
--> statement-breakpoint
ALTER TABLE console.approval_requests ADD CONSTRAINT approval_requests_action_check CHECK (action IN ('payout', 'transfer', 'refund', 'split_payment', 'recurring_plan_create', 'recurring_plan_activate'));
