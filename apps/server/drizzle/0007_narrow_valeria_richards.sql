CREATE SEQUENCE "public"."amend_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "amends" (
	"id" text PRIMARY KEY DEFAULT 'AM' || lpad(nextval('amend_id_seq')::text, 10, '0') NOT NULL,
	"order_id" text NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" integer NOT NULL,
	"price_fen" bigint DEFAULT 0 NOT NULL,
	"fee_fen" bigint DEFAULT 0 NOT NULL,
	"difference_fen" bigint DEFAULT 0 NOT NULL,
	"refund_fen" bigint DEFAULT 0 NOT NULL,
	"service_fee_fen" bigint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amends_kind_ck" CHECK ("amends"."kind" IN ('refund', 'change')),
	CONSTRAINT "amends_amounts_ck" CHECK ("amends"."price_fen" >= 0 AND "amends"."fee_fen" >= 0 AND "amends"."refund_fen" >= 0 AND "amends"."service_fee_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"amend_id" text,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor" text NOT NULL,
	"user_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"author_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY DEFAULT 'OR' || lpad(nextval('order_id_seq')::text, 10, '0') NOT NULL,
	"unique_id" text NOT NULL,
	"service" integer NOT NULL,
	"company_id" text NOT NULL,
	"booker_id" text NOT NULL,
	"department_id" text,
	"supplier_id" text,
	"status" integer NOT NULL,
	"pay_mode" integer,
	"account_type" integer,
	"currency" integer NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"service_fee_fen" bigint DEFAULT 0 NOT NULL,
	"deal_id" text,
	"approval_id" text,
	"lock_holder_id" text,
	"locked_at" timestamp with time zone,
	"status_reason" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"travel_date" date,
	"traveller_names" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."total_fen" >= 0 AND "orders"."paid_fen" >= 0 AND "orders"."service_fee_fen" >= 0 AND "orders"."refunded_fen" >= 0 AND "orders"."refunded_fen" <= "orders"."paid_fen"),
	CONSTRAINT "orders_lock_ck" CHECK (("orders"."lock_holder_id" IS NULL) = ("orders"."locked_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "amends" ADD CONSTRAINT "amends_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_amend_id_amends_id_fk" FOREIGN KEY ("amend_id") REFERENCES "public"."amends"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amends_order_idx" ON "amends" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "amends_company_status_idx" ON "amends" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "amends_status_created_idx" ON "amends" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_unique_id_uq" ON "orders" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_booker_idx" ON "orders" USING btree ("booker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("supplier_id","status") WHERE "orders"."supplier_id" IS NOT NULL;