CREATE SEQUENCE "public"."order_extra_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_extras" (
	"id" text PRIMARY KEY DEFAULT 'OX' || lpad(nextval('order_extra_id_seq')::text, 10, '0') NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"settlement" text NOT NULL,
	"deal_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_extras_amount_ck" CHECK ("order_extras"."amount_fen" > 0),
	CONSTRAINT "order_extras_kind_ck" CHECK ("order_extras"."kind" in ('Delivery', 'PaperTicket', 'Other')),
	CONSTRAINT "order_extras_settlement_ck" CHECK ("order_extras"."settlement" in ('Order', 'Paid'))
);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_tax_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_recipient" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "policy_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "violations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "violation_reason_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "violation_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "travel_purpose_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cost_center_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "project_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_confirm" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- The booking header moves from the train goods to the order engine's header (issue 16 section 1).
UPDATE "orders" AS o SET "contact_name" = g."contact_name", "contact_mobile" = g."contact_mobile", "contact_email" = g."contact_email", "invoice_title" = g."invoice_title", "invoice_tax_no" = g."invoice_tax_no", "invoice_recipient" = g."invoice_recipient", "invoice_mobile" = g."invoice_mobile", "invoice_address" = g."invoice_address", "policy_level" = g."policy_level", "violations" = g."violations", "violation_reason_id" = g."violation_reason_id", "violation_reason" = g."violation_reason", "needs_approval" = g."needs_approval", "travel_purpose_id" = g."travel_purpose_id", "cost_center_id" = g."cost_center_id", "project_id" = g."project_id", "approval_no" = g."approval_no", "remark" = g."remark", "pay_deadline" = g."pay_deadline", "price_confirm" = g."price_confirm", "deal_id" = coalesce(o."deal_id", g."deal_id") FROM "train_orders" AS g WHERE g."order_id" = o."id";--> statement-breakpoint
INSERT INTO "order_extras" ("id", "order_id", "kind", "name", "amount_fen", "settlement", "deal_id", "created_by", "created_at") SELECT "id", "order_id", "kind", "name", "amount_fen", "settlement", "deal_id", "created_by", "created_at" FROM "train_order_extras";--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_extras_order_idx" ON "order_extras" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pay_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."pay_deadline" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "train_orders" DROP CONSTRAINT "train_orders_price_confirm_ck";--> statement-breakpoint
DROP INDEX "train_orders_pay_deadline_idx";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "contact_name";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "contact_mobile";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "contact_email";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "invoice_title";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "invoice_tax_no";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "invoice_recipient";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "invoice_mobile";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "invoice_address";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "policy_level";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "violations";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "violation_reason_id";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "violation_reason";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "needs_approval";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "travel_purpose_id";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "cost_center_id";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "project_id";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "approval_no";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "remark";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "deal_id";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "pay_deadline";--> statement-breakpoint
ALTER TABLE "train_orders" DROP COLUMN "price_confirm";--> statement-breakpoint
ALTER TABLE "train_order_extras" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "train_order_extras" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price_confirm_ck" CHECK ("orders"."price_confirm" in ('none', 'pending', 'confirmed'));--> statement-breakpoint
DROP SEQUENCE "public"."train_order_extra_id_seq";
