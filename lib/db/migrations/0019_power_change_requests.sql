ALTER TABLE console.approval_requests DROP CONSTRAINT IF EXISTS approval_requests_action_check;--> statement-breakpoint
ALTER TABLE console.approval_requests ADD CONSTRAINT approval_requests_action_check CHECK (action IN ('payout', 'transfer', 'refund', 'split_payment', 'recurring_plan_create', 'recurring_plan_activate', 'case_submit', 'staff_change_role', 'role_update'));
