CREATE SEQUENCE "public"."bank_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."bank_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."export_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."trade_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."trade_deal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."trade_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "service_fee_sets" (
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_fee_sets_owner_kind_owner_id_pk" PRIMARY KEY("owner_kind","owner_id")
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" text PRIMARY KEY DEFAULT 'BA' || lpad(nextval('bank_account_id_seq')::text, 8, '0') NOT NULL,
	"company_id" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text DEFAULT '' NOT NULL,
	"account_no" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" text PRIMARY KEY DEFAULT 'BC' || lpad(nextval('bank_card_id_seq')::text, 8, '0') NOT NULL,
	"company_id" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_credit_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_credit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"company_id" text NOT NULL,
	"credit_type" integer,
	"before_fen" bigint NOT NULL,
	"after_fen" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_files" (
	"id" text PRIMARY KEY DEFAULT 'EX' || lpad(nextval('export_file_id_seq')::text, 10, '0') NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"request" jsonb NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"content" "bytea",
	"downloaded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"company_id" text NOT NULL,
	"key" text NOT NULL,
	"call" text NOT NULL,
	"request_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "trade_accounts" (
	"id" text PRIMARY KEY DEFAULT 'TA' || lpad(nextval('trade_account_id_seq')::text, 10, '0') NOT NULL,
	"company_id" text NOT NULL,
	"purpose" text DEFAULT 'customer' NOT NULL,
	"account_type" integer,
	"currency" integer NOT NULL,
	"balance_fen" bigint,
	"frozen_fen" bigint DEFAULT 0 NOT NULL,
	"credit_limit_fen" bigint DEFAULT 0 NOT NULL,
	"credit_type" integer,
	"credit_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_accounts_frozen_ck" CHECK ("trade_accounts"."frozen_fen" >= 0),
	CONSTRAINT "trade_accounts_credit_ck" CHECK ("trade_accounts"."credit_limit_fen" >= 0),
	CONSTRAINT "trade_accounts_balance_ck" CHECK (("trade_accounts"."purpose" = 'customer') = ("trade_accounts"."balance_fen" IS NOT NULL AND "trade_accounts"."account_type" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "trade_deals" (
	"id" text PRIMARY KEY DEFAULT 'T' || lpad(nextval('trade_deal_id_seq')::text, 11, '0') NOT NULL,
	"company_id" text NOT NULL,
	"trade_type" integer NOT NULL,
	"trade_status" integer NOT NULL,
	"trade_mode" integer,
	"account_id" text,
	"currency" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"hold_id" bigint,
	"order_service" text,
	"order_unique_id" text,
	"original_deal_id" text,
	"subject" text DEFAULT '' NOT NULL,
	"bank_account_id" text,
	"bank_card_id" text,
	"voucher" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"invoice_status" integer,
	"created_by" text NOT NULL,
	"confirmed_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_deals_amount_ck" CHECK ("trade_deals"."amount_fen" > 0),
	CONSTRAINT "trade_deals_refund_ck" CHECK ("trade_deals"."refunded_fen" >= 0 AND "trade_deals"."refunded_fen" <= "trade_deals"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "trade_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_id" text NOT NULL,
	"account_id" text NOT NULL,
	"company_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint,
	"trade_type" integer NOT NULL,
	"order_unique_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_details_nonzero_ck" CHECK ("trade_details"."amount_fen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "trade_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"deal_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "trade_holds_amount_ck" CHECK ("trade_holds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "trade_payments" (
	"id" text PRIMARY KEY DEFAULT 'PY' || lpad(nextval('trade_payment_id_seq')::text, 12, '0') NOT NULL,
	"deal_id" text NOT NULL,
	"company_id" text NOT NULL,
	"provider" text NOT NULL,
	"channel" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_trade_no" text,
	"qr_content" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"last_notify_at" timestamp with time zone,
	"notify_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trade_credit_changes_company_idx" ON "trade_credit_changes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "export_files_user_idx" ON "export_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_accounts_customer_uq" ON "trade_accounts" USING btree ("company_id","account_type","currency") WHERE "trade_accounts"."purpose" = 'customer';--> statement-breakpoint
CREATE UNIQUE INDEX "trade_accounts_purpose_uq" ON "trade_accounts" USING btree ("company_id","purpose") WHERE "trade_accounts"."purpose" <> 'customer';--> statement-breakpoint
CREATE INDEX "trade_deals_company_idx" ON "trade_deals" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_deals_status_idx" ON "trade_deals" USING btree ("trade_status","trade_type");--> statement-breakpoint
CREATE INDEX "trade_deals_order_idx" ON "trade_deals" USING btree ("order_unique_id");--> statement-breakpoint
CREATE INDEX "trade_deals_original_idx" ON "trade_deals" USING btree ("original_deal_id");--> statement-breakpoint
CREATE INDEX "trade_details_company_idx" ON "trade_details" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_details_account_idx" ON "trade_details" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "trade_details_deal_idx" ON "trade_details" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "trade_holds_account_idx" ON "trade_holds" USING btree ("account_id") WHERE "trade_holds"."status" = 'Held';--> statement-breakpoint
CREATE UNIQUE INDEX "trade_holds_deal_uq" ON "trade_holds" USING btree ("deal_id") WHERE "trade_holds"."status" = 'Held';--> statement-breakpoint
CREATE INDEX "trade_payments_deal_idx" ON "trade_payments" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_payments_provider_no_uq" ON "trade_payments" USING btree ("provider","provider_trade_no");