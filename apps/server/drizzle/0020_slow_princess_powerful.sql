CREATE TABLE "service_suppliers" (
	"service" integer NOT NULL,
	"client_id" text,
	"supplier_id" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "service_suppliers_default_uq" ON "service_suppliers" USING btree ("service") WHERE "service_suppliers"."client_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "service_suppliers_client_uq" ON "service_suppliers" USING btree ("service","client_id") WHERE "service_suppliers"."client_id" IS NOT NULL;--> statement-breakpoint
-- Trains went to the first active supplier company before the TMC chose (issue 16 section 1): it stays their default.
INSERT INTO "service_suppliers" ("service", "client_id", "supplier_id", "updated_by", "updated_at") SELECT 1470, NULL, "id", NULL, now() FROM "companies" WHERE "type" = 'Supplier' AND "status" = 'active' ORDER BY "id" LIMIT 1;