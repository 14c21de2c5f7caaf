ALTER TABLE "train_order_passengers" DROP CONSTRAINT "train_order_passengers_status_ck";--> statement-breakpoint
ALTER TABLE "train_order_passengers" ADD COLUMN "refund_amend_id" text;--> statement-breakpoint
ALTER TABLE "train_order_passengers" ADD COLUMN "refund_fee_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "train_order_passengers" ADD CONSTRAINT "train_order_passengers_status_ck" CHECK ("train_order_passengers"."status" in ('Booked', 'Issued', 'Canceled', 'Refunded'));