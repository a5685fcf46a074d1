CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"merchant_id" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"end_user_id" text,
	"institution_id" text NOT NULL,
	"source_connect_link_id" text,
	"current_status" text NOT NULL,
	"requires_account_validation" boolean DEFAULT false NOT NULL,
	"pending_account_validations" jsonb,
	"remarks" text,
	"token" text NOT NULL,
	"account_number_hash" text,
	"routing_number" text,
	"last_4" text NOT NULL,
	"type" text DEFAULT 'DEPOSITORY' NOT NULL,
	"subtype" text DEFAULT 'CHECKING' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"capabilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled_real_time_payouts" boolean DEFAULT false NOT NULL,
	"disconnection_reason" text,
	"disconnection_note" text,
	"primary_reference" text,
	"secondary_reference" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_source" text DEFAULT 'MERCHANT_API' NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "accounts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_links" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"public_token" text NOT NULL,
	"merchant_id" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"end_user_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"link_name" text NOT NULL,
	"link_description" text,
	"background_color" text,
	"sidebar_background_color" text,
	"sidebar_text_color" text,
	"main_content_box_background_color" text,
	"main_content_box_text_color" text,
	"button_color" text,
	"button_text_color" text,
	"default_institution_id" text,
	"primary_reference" text,
	"secondary_reference" text,
	"default_language" text DEFAULT 'en_US' NOT NULL,
	"redirect_url" text,
	"expiration_date" timestamp (3) with time zone,
	"custom_confirmation_page" boolean DEFAULT false NOT NULL,
	"delivery_status" text DEFAULT 'CREATED' NOT NULL,
	"recurring_plan_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_links_code_unique" UNIQUE("code"),
	CONSTRAINT "checkout_links_public_token_unique" UNIQUE("public_token")
);
--> statement-breakpoint
CREATE TABLE "connect_links" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"public_token" text NOT NULL,
	"merchant_id" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"end_user_id" text NOT NULL,
	"intro_text" jsonb NOT NULL,
	"background_color" text,
	"button_color" text,
	"button_text_color" text,
	"content_box_text_color" text,
	"content_background_color" text,
	"default_institution_id" text,
	"primary_reference" text,
	"secondary_reference" text,
	"default_language" text DEFAULT 'en_US' NOT NULL,
	"redirect_url" text,
	"expiration_date" timestamp (3) with time zone,
	"custom_confirmation_page" boolean DEFAULT false NOT NULL,
	"delivery_status" text DEFAULT 'CREATED' NOT NULL,
	"account_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connect_links_code_unique" UNIQUE("code"),
	CONSTRAINT "connect_links_public_token_unique" UNIQUE("public_token")
);
--> statement-breakpoint
CREATE TABLE "end_users" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"merchant_id" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"organization" text,
	"organization_legal_name" text,
	"local_id" text,
	"local_id_type" text,
	"local_id_country" text,
	"date_of_birth" text,
	"email" text,
	"phone_country_code" text,
	"phone_number" text,
	"address" jsonb,
	"preferred_language" text,
	"note" text,
	"primary_reference" text,
	"secondary_reference" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_source" text DEFAULT 'MERCHANT_API' NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "end_users_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"client_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_client_id_key_pk" PRIMARY KEY("client_id","key")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"requires_validation" boolean DEFAULT false NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"ledger_account" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"default_currency" text DEFAULT 'USD' NOT NULL,
	"parent_id" text,
	"fee_basis_points" integer DEFAULT 290 NOT NULL,
	"fee_fixed" integer DEFAULT 30 NOT NULL,
	"settlement_account_id" text,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "recurring_cycles" (
	"plan_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"due_date" date NOT NULL,
	"transaction_id" text,
	"checkout_link_id" text,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_cycles_plan_id_cycle_pk" PRIMARY KEY("plan_id","cycle")
);
--> statement-breakpoint
CREATE TABLE "recurring_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"merchant_id" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"end_user_id" text NOT NULL,
	"description" text,
	"processing_method" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"total_cycle_count" integer,
	"cycle_frequency" text NOT NULL,
	"origin_account_id" text,
	"destination_account_id" text,
	"transaction" jsonb NOT NULL,
	"primary_reference" text,
	"secondary_reference" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_cycle_date" date,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"position" integer NOT NULL,
	"merchant_id" text NOT NULL,
	"tenant_id" text,
	"is_remainder" boolean DEFAULT false NOT NULL,
	"requested_amount" text,
	"amount" bigint NOT NULL,
	"variable_fee" bigint,
	"fixed_fee" bigint,
	"total_fee" bigint,
	"net_amount" bigint,
	"description" text,
	"primary_reference" text,
	"secondary_reference" text
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"merchant_id" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"tenant_id" text,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"creation_source" text DEFAULT 'MERCHANT_API' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"variable_fee" bigint,
	"fixed_fee" bigint,
	"total_fee" bigint,
	"net_amount" bigint,
	"amount_refunded" bigint DEFAULT 0 NOT NULL,
	"has_splits" boolean DEFAULT false NOT NULL,
	"description" text,
	"remarks" text,
	"decline_reason" text,
	"origin_account_id" text,
	"destination_account_id" text,
	"origin_end_user_id" text,
	"destination_end_user_id" text,
	"statement_descriptor" text,
	"primary_reference" text,
	"secondary_reference" text,
	"tertiary_reference" text,
	"custom_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auto_send_receipt" boolean DEFAULT false NOT NULL,
	"due_date" text,
	"parent_id" text,
	"refund_reason" text,
	"refund_note" text,
	"deposit_id" text,
	"recurring_plan_id" text,
	"process_after" timestamp (3) with time zone,
	"settled_at" timestamp (3) with time zone,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "accounts_merchant_created_idx" ON "accounts" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_end_user_idx" ON "accounts" USING btree ("end_user_id");--> statement-breakpoint
CREATE INDEX "accounts_merchant_last4_idx" ON "accounts" USING btree ("merchant_id","last_4");--> statement-breakpoint
CREATE INDEX "accounts_merchant_institution_idx" ON "accounts" USING btree ("merchant_id","institution_id");--> statement-breakpoint
CREATE INDEX "accounts_merchant_status_idx" ON "accounts" USING btree ("merchant_id","current_status");--> statement-breakpoint
CREATE INDEX "accounts_primary_ref_idx" ON "accounts" USING btree ("merchant_id","primary_reference");--> statement-breakpoint
CREATE INDEX "accounts_secondary_ref_idx" ON "accounts" USING btree ("merchant_id","secondary_reference");--> statement-breakpoint
CREATE INDEX "accounts_owner_idx" ON "accounts" USING btree ("merchant_id","owner_merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_live_number_idx" ON "accounts" USING btree ("merchant_id","end_user_id","institution_id","account_number_hash") WHERE "accounts"."current_status" <> 'DISCONNECTED';--> statement-breakpoint
CREATE INDEX "checkout_links_merchant_created_idx" ON "checkout_links" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checkout_links_end_user_idx" ON "checkout_links" USING btree ("end_user_id");--> statement-breakpoint
CREATE INDEX "checkout_links_status_idx" ON "checkout_links" USING btree ("merchant_id","delivery_status");--> statement-breakpoint
CREATE INDEX "checkout_links_primary_ref_idx" ON "checkout_links" USING btree ("merchant_id","primary_reference");--> statement-breakpoint
CREATE INDEX "checkout_links_secondary_ref_idx" ON "checkout_links" USING btree ("merchant_id","secondary_reference");--> statement-breakpoint
CREATE INDEX "checkout_links_transaction_idx" ON "checkout_links" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "checkout_links_owner_idx" ON "checkout_links" USING btree ("merchant_id","owner_merchant_id");--> statement-breakpoint
CREATE INDEX "connect_links_merchant_created_idx" ON "connect_links" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "connect_links_end_user_idx" ON "connect_links" USING btree ("end_user_id");--> statement-breakpoint
CREATE INDEX "connect_links_status_idx" ON "connect_links" USING btree ("merchant_id","delivery_status");--> statement-breakpoint
CREATE INDEX "connect_links_primary_ref_idx" ON "connect_links" USING btree ("merchant_id","primary_reference");--> statement-breakpoint
CREATE INDEX "connect_links_secondary_ref_idx" ON "connect_links" USING btree ("merchant_id","secondary_reference");--> statement-breakpoint
CREATE INDEX "connect_links_owner_idx" ON "connect_links" USING btree ("merchant_id","owner_merchant_id");--> statement-breakpoint
CREATE INDEX "end_users_merchant_created_idx" ON "end_users" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "end_users_email_idx" ON "end_users" USING btree ("merchant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "end_users_local_id_idx" ON "end_users" USING btree ("merchant_id","local_id");--> statement-breakpoint
CREATE INDEX "end_users_primary_ref_idx" ON "end_users" USING btree ("merchant_id","primary_reference");--> statement-breakpoint
CREATE INDEX "end_users_secondary_ref_idx" ON "end_users" USING btree ("merchant_id","secondary_reference");--> statement-breakpoint
CREATE INDEX "end_users_last_name_idx" ON "end_users" USING btree ("merchant_id","last_name");--> statement-breakpoint
CREATE INDEX "end_users_owner_idx" ON "end_users" USING btree ("merchant_id","owner_merchant_id");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("date_created_gmt");--> statement-breakpoint
CREATE INDEX "ledger_trx_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("ledger_account","currency");--> statement-breakpoint
CREATE INDEX "merchants_parent_idx" ON "merchants" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "recurring_plans_merchant_created_idx" ON "recurring_plans" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recurring_plans_status_idx" ON "recurring_plans" USING btree ("status");--> statement-breakpoint
CREATE INDEX "recurring_plans_next_cycle_idx" ON "recurring_plans" USING btree ("next_cycle_date");--> statement-breakpoint
CREATE INDEX "recurring_plans_merchant_status_idx" ON "recurring_plans" USING btree ("merchant_id","status","date_created_gmt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recurring_plans_end_user_idx" ON "recurring_plans" USING btree ("end_user_id");--> statement-breakpoint
CREATE INDEX "recurring_plans_owner_idx" ON "recurring_plans" USING btree ("merchant_id","owner_merchant_id");--> statement-breakpoint
CREATE INDEX "recurring_plans_primary_ref_idx" ON "recurring_plans" USING btree ("merchant_id","primary_reference");--> statement-breakpoint
CREATE INDEX "split_entries_trx_idx" ON "split_entries" USING btree ("transaction_id","position");--> statement-breakpoint
CREATE INDEX "tenants_merchant_idx" ON "tenants" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "trx_merchant_type_created_idx" ON "transactions" USING btree ("merchant_id","type","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trx_merchant_type_status_idx" ON "transactions" USING btree ("merchant_id","type","status","date_created_gmt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trx_merchant_type_amount_idx" ON "transactions" USING btree ("merchant_id","type","amount");--> statement-breakpoint
CREATE INDEX "trx_tenant_idx" ON "transactions" USING btree ("merchant_id","type","tenant_id","date_created_gmt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trx_owner_merchant_idx" ON "transactions" USING btree ("merchant_id","type","owner_merchant_id","date_created_gmt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trx_primary_ref_idx" ON "transactions" USING btree ("merchant_id","type","primary_reference");--> statement-breakpoint
CREATE INDEX "trx_secondary_ref_idx" ON "transactions" USING btree ("merchant_id","type","secondary_reference");--> statement-breakpoint
CREATE INDEX "trx_description_trgm_idx" ON "transactions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trx_origin_account_idx" ON "transactions" USING btree ("origin_account_id");--> statement-breakpoint
CREATE INDEX "trx_destination_account_idx" ON "transactions" USING btree ("destination_account_id");--> statement-breakpoint
CREATE INDEX "trx_origin_end_user_idx" ON "transactions" USING btree ("origin_end_user_id");--> statement-breakpoint
CREATE INDEX "trx_destination_end_user_idx" ON "transactions" USING btree ("destination_end_user_id");--> statement-breakpoint
CREATE INDEX "trx_parent_idx" ON "transactions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "trx_deposit_idx" ON "transactions" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "trx_recurring_plan_idx" ON "transactions" USING btree ("recurring_plan_id");--> statement-breakpoint
CREATE INDEX "trx_process_after_idx" ON "transactions" USING btree ("process_after") WHERE "transactions"."process_after" is not null;--> statement-breakpoint
CREATE INDEX "trx_unsettled_idx" ON "transactions" USING btree ("merchant_id","currency") WHERE "transactions"."settled_at" is not null and "transactions"."deposit_id" is null;