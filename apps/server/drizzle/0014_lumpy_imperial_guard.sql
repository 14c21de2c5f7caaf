ALTER TABLE "notification_outbox" ADD COLUMN "masked_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_records" ADD COLUMN "clear_content" text;