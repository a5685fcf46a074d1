CREATE TABLE "console"."staff_daily_movements" (
	"member_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"permission" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"business_day" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_daily_movements_member_id_idempotency_key_pk" PRIMARY KEY("member_id","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "staff_daily_movements_day_idx" ON "console"."staff_daily_movements" USING btree ("member_id","business_day","permission");