ALTER TABLE "api_clients" ADD COLUMN "protected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;