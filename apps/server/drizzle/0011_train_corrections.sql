CREATE SEQUENCE "public"."train_order_extra_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "train_order_extras" (
	"id" text PRIMARY KEY DEFAULT 'TX' || lpad(nextval('train_order_extra_id_seq')::text, 10, '0') NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"settlement" text NOT NULL,
	"deal_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "train_order_extras_amount_ck" CHECK ("train_order_extras"."amount_fen" > 0),
	CONSTRAINT "train_order_extras_kind_ck" CHECK ("train_order_extras"."kind" in ('Delivery', 'PaperTicket', 'Other')),
	CONSTRAINT "train_order_extras_settlement_ck" CHECK ("train_order_extras"."settlement" in ('Order', 'Paid'))
);
--> statement-breakpoint
ALTER TABLE "train_orders" ADD COLUMN "price_confirm" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "train_order_extras" ADD CONSTRAINT "train_order_extras_order_id_train_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."train_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_order_extras_order_idx" ON "train_order_extras" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "train_orders" ADD CONSTRAINT "train_orders_price_confirm_ck" CHECK ("train_orders"."price_confirm" in ('none', 'pending', 'confirmed'));