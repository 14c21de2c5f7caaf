CREATE TABLE "train_changes" (
	"amend_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"train_no" text NOT NULL,
	"train_type" integer NOT NULL,
	"train_date" date NOT NULL,
	"from_station" text NOT NULL,
	"from_station_name" text NOT NULL,
	"from_city" text NOT NULL,
	"to_station" text NOT NULL,
	"to_station_name" text NOT NULL,
	"to_city" text NOT NULL,
	"depart_at" timestamp with time zone NOT NULL,
	"arrive_at" timestamp with time zone NOT NULL,
	"seat_type" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"change_fee_fen" integer DEFAULT 0 NOT NULL,
	"pay_fen" integer DEFAULT 0 NOT NULL,
	"passengers" jsonb NOT NULL,
	"seats_held" boolean DEFAULT true NOT NULL,
	"deal_id" text,
	"booking_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "train_changes_amounts_ck" CHECK ("train_changes"."price_fen" >= 0 AND "train_changes"."change_fee_fen" >= 0 AND "train_changes"."pay_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "train_order_passengers" ADD COLUMN "change_amend_id" text;--> statement-breakpoint
ALTER TABLE "train_changes" ADD CONSTRAINT "train_changes_order_id_train_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."train_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_changes_order_idx" ON "train_changes" USING btree ("order_id");