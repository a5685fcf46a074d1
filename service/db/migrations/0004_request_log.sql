CREATE TABLE "request_logs" (
	"request_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"query" text,
	"status" integer NOT NULL,
	"idempotency_key" text,
	"latency_ms" integer NOT NULL,
	"request_body" text,
	"response_body" text,
	"date_created_gmt" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_logs_merchant_idx" ON "request_logs" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_logs_merchant_status_idx" ON "request_logs" USING btree ("merchant_id",("status" / 100),"date_created_gmt" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_logs_merchant_path_idx" ON "request_logs" USING btree ("merchant_id","path","date_created_gmt" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_logs_merchant_client_idx" ON "request_logs" USING btree ("merchant_id","client_id","date_created_gmt" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_logs_date_brin_idx" ON "request_logs" USING brin ("date_created_gmt");