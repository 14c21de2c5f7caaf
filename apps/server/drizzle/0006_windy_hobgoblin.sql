CREATE SEQUENCE "public"."train_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "train_accounts" (
	"id" text PRIMARY KEY DEFAULT 'TA' || lpad(nextval('train_account_id_seq')::text, 10, '0') NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"account" text NOT NULL,
	"password_enc" text NOT NULL,
	"status" text NOT NULL,
	"valid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "train_accounts_status_ck" CHECK ("train_accounts"."status" in ('Verified', 'NeedVerify', 'Locked'))
);
--> statement-breakpoint
CREATE TABLE "train_sim_accounts" (
	"account" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "train_sim_accounts_status_ck" CHECK ("train_sim_accounts"."status" in ('Verified', 'NeedVerify', 'Locked'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "train_accounts_user_account_uq" ON "train_accounts" USING btree ("user_id","account");--> statement-breakpoint
CREATE INDEX "train_accounts_company_user_idx" ON "train_accounts" USING btree ("company_id","user_id");