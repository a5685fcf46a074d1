ALTER TABLE "api_clients" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "last_used_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "previous_secret_hash" text;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "previous_secret_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "disabled_at" timestamp (3) with time zone;