CREATE TABLE "console"."staff_roles" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"ceilings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"retired_at" timestamp (3) with time zone,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A member's role, and a rule's maker role, may now name a custom role (docs/roles.md): any role key, no longer the four presets only.
ALTER TABLE "console"."staff_users" DROP CONSTRAINT IF EXISTS "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "console"."staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK (role ~ '^[a-z][a-z0-9-]{1,39}$');--> statement-breakpoint
ALTER TABLE "console"."approval_rules" DROP CONSTRAINT IF EXISTS "approval_rules_maker_role_check";--> statement-breakpoint
ALTER TABLE "console"."approval_rules" ADD CONSTRAINT "approval_rules_maker_role_check" CHECK (maker_role ~ '^[a-z][a-z0-9-]{1,39}$');--> statement-breakpoint
ALTER TABLE "console"."staff_roles" ADD CONSTRAINT "staff_roles_key_check" CHECK (key ~ '^[a-z][a-z0-9-]{1,39}$' AND key NOT IN ('admin', 'support', 'finance', 'viewer'));
