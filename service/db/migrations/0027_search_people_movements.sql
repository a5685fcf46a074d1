-- Search reads each named person's newest movements of one type from the index alone (docs/search.md, "Indexes"):
-- an end user's index on each side gains the type, the date (newest first), the id and the merchant; the lists' end
-- user filters use its first column as before.
DROP INDEX "trx_origin_end_user_idx";--> statement-breakpoint
DROP INDEX "trx_destination_end_user_idx";--> statement-breakpoint
CREATE INDEX "trx_origin_end_user_type_created_idx" ON "transactions" USING btree ("origin_end_user_id","type","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST,"merchant_id");--> statement-breakpoint
CREATE INDEX "trx_destination_end_user_type_created_idx" ON "transactions" USING btree ("destination_end_user_id","type","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST,"merchant_id");