DROP INDEX "orders_company_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_status_idx";--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"service","department_id","booker_id");--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"service","department_id","booker_id");