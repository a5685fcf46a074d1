ALTER TABLE "console"."bulk_refund_items" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "console"."bulk_refund_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "console"."bulk_refund_items" ADD COLUMN "line" integer;--> statement-breakpoint
ALTER TABLE console.approval_rules DROP CONSTRAINT IF EXISTS approval_rules_action_check;--> statement-breakpoint
ALTER TABLE console.approval_rules ADD CONSTRAINT approval_rules_action_check CHECK (action IN ('payout', 'transfer', 'refund', 'split_payment', 'case_submit'));--> statement-breakpoint
ALTER TABLE console.approval_requests DROP CONSTRAINT IF EXISTS approval_requests_action_check;--> statement-breakpoint
ALTER TABLE console.approval_requests ADD CONSTRAINT approval_requests_action_check CHECK (action IN ('payout', 'transfer', 'refund', 'split_payment', 'recurring_plan_create', 'recurring_plan_activate', 'case_submit'));
