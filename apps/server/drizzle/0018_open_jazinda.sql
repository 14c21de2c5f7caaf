ALTER TABLE "work_tasks" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "summary_en" text DEFAULT '' NOT NULL;