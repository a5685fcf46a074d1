CREATE TABLE "console"."access_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"sso_required_domain" text,
	"sso_group_claim" text DEFAULT 'groups' NOT NULL,
	"ip_ranges" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."audit_stream" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"delivered_through" bigint DEFAULT 0 NOT NULL,
	"last_delivered_at" timestamp (3) with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"failing_since" timestamp (3) with time zone,
	"last_error" text,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."sso_role_mappings" (
	"group_name" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."staff_sso_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sso_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject"),
	CONSTRAINT "staff_sso_identities_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "console"."staff_sso_identities" ADD CONSTRAINT "staff_sso_identities_member_id_staff_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "console"."staff_users"("id") ON DELETE cascade ON UPDATE no action;