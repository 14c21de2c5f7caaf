ALTER TABLE "order_messages" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "order_messages" ADD COLUMN "text_params" jsonb;