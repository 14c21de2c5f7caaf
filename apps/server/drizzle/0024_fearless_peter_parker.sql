CREATE SEQUENCE "public"."flight_client_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "flight_client_codes" (
	"id" text PRIMARY KEY DEFAULT 'FC' || lpad(nextval('flight_client_code_id_seq')::text, 10, '0') NOT NULL,
	"company_id" text NOT NULL,
	"airline" text NOT NULL,
	"code" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flight_client_codes_airline_uq" ON "flight_client_codes" USING btree ("company_id","airline");