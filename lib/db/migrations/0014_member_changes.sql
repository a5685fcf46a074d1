CREATE TABLE "console"."staff_member_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"changed_by" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_member_changes_member_idx" ON "console"."staff_member_changes" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "staff_member_changes_by_idx" ON "console"."staff_member_changes" USING btree ("changed_by","at");