ALTER TABLE "notification_outbox" ADD COLUMN "topic_kind" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "topic_id" text;