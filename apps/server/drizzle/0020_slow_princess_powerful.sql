CREATE TABLE "service_suppliers" (
	"service" integer NOT NULL,
	"client_id" text,
	"supplier_id" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "service_suppliers_default_uq" ON "service_suppliers" USING btree ("service") WHERE "service_suppliers"."client_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "service_suppliers_client_uq" ON "service_suppliers" USING btree ("service","client_id") WHERE "service_suppliers"."client_id" IS NOT NULL;