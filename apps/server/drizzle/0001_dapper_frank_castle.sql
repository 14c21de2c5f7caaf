CREATE SEQUENCE "public"."company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."department_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "advises" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"advise_type" integer NOT NULL,
	"status" integer NOT NULL,
	"content" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"company_id" text,
	"company_name" text DEFAULT '' NOT NULL,
	"company_name_en" text DEFAULT '' NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"reply_content" text,
	"reply_user_id" text,
	"reply_user_name" text,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"lang" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"content" text NOT NULL,
	"sms_status" integer NOT NULL,
	"send_status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY DEFAULT 'C' || lpad(nextval('company_id_seq')::text, 11, '0') NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"email" text,
	"feature_codes" text[] NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY DEFAULT 'D' || lpad(nextval('department_id_seq')::text, 11, '0') NOT NULL,
	"company_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"manager_user_id" text,
	"order_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT 'U' || lpad(nextval('user_id_seq')::text, 11, '0') NOT NULL,
	"company_id" text NOT NULL,
	"department_id" text,
	"login_name" text,
	"mobile" text,
	"email" text,
	"name" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"roles" text[] NOT NULL,
	"lang" text DEFAULT 'cn' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destination" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advises_created_idx" ON "advises" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "advises_status_idx" ON "advises" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "advises_sender_idx" ON "advises" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "notification_outbox_status_idx" ON "notification_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_records_outbox_uq" ON "sms_records" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "sms_records_created_idx" ON "sms_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_records_recipient_idx" ON "sms_records" USING btree ("recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_uq" ON "companies" USING btree ("name") WHERE "companies"."type" <> 'Personal';--> statement-breakpoint
CREATE INDEX "departments_company_idx" ON "departments" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_name_uq" ON "users" USING btree ("login_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_codes_dest_purpose_uq" ON "verification_codes" USING btree ("destination","purpose");