CREATE TABLE "train_seat_stock" (
	"train_date" date NOT NULL,
	"from_station" text NOT NULL,
	"to_station" text NOT NULL,
	"train_no" text NOT NULL,
	"seat_type" integer NOT NULL,
	"remaining" integer NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "train_seat_stock_pk" PRIMARY KEY("train_date","from_station","to_station","train_no","seat_type"),
	CONSTRAINT "train_seat_stock_remaining_ck" CHECK ("train_seat_stock"."remaining" >= 0 AND "train_seat_stock"."remaining" <= "train_seat_stock"."capacity")
);
