CREATE TABLE "console"."auth_policy" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"require_two_factor" text DEFAULT 'none' NOT NULL,
	"two_factor_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."staff_recovery_codes" (
	"member_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_recovery_codes_member_id_code_hash_pk" PRIMARY KEY("member_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "console"."staff_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "console"."staff_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "console"."staff_users" ADD COLUMN "totp_enabled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "console"."staff_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "console"."staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_member_id_staff_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "console"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console"."auth_policy" ADD CONSTRAINT "auth_policy_one_row" CHECK (id);--> statement-breakpoint
ALTER TABLE "console"."auth_policy" ADD CONSTRAINT "auth_policy_require_two_factor_check" CHECK (require_two_factor IN ('none', 'all', 'roles'));--> statement-breakpoint
INSERT INTO "console"."auth_policy" (id) VALUES (true) ON CONFLICT DO NOTHING;
