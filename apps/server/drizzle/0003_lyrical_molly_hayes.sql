CREATE SEQUENCE "public"."approval_flow_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."approval_instance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."work_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."btrip_attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."btrip_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."city_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."contrary_reason_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."travel_purpose_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."trip_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "approval_flow_bindings" (
	"company_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"department_id" text DEFAULT '' NOT NULL,
	"flow_id" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_flow_bindings_company_id_subject_kind_department_id_pk" PRIMARY KEY("company_id","subject_kind","department_id")
);
--> statement-breakpoint
CREATE TABLE "approval_flows" (
	"id" text PRIMARY KEY DEFAULT 'FL' || lpad(nextval('approval_flow_id_seq')::text, 10, '0') NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"steps" jsonb NOT NULL,
	"follower_ids" text[] NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_instances" (
	"id" text PRIMARY KEY DEFAULT 'AP' || lpad(nextval('approval_instance_id_seq')::text, 10, '0') NOT NULL,
	"company_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"round" integer NOT NULL,
	"flow_id" text,
	"flow_name" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"decision_count" integer DEFAULT 0 NOT NULL,
	"creator_id" text NOT NULL,
	"traveller_ids" text[] NOT NULL,
	"follower_ids" text[] NOT NULL,
	"facts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_links" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"participant_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"step_no" integer NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" text NOT NULL,
	"step_no" integer NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"instance_id" text NOT NULL,
	"step_no" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"escalated" boolean DEFAULT false NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "approval_steps_instance_id_step_no_pk" PRIMARY KEY("instance_id","step_no")
);
--> statement-breakpoint
CREATE TABLE "work_tasks" (
	"id" text PRIMARY KEY DEFAULT 'WT' || lpad(nextval('work_task_id_seq')::text, 10, '0') NOT NULL,
	"company_id" text NOT NULL,
	"assignee_id" text NOT NULL,
	"business_type" integer NOT NULL,
	"service_type" integer NOT NULL,
	"flow_code" text DEFAULT '' NOT NULL,
	"service_id" text NOT NULL,
	"business_status" integer NOT NULL,
	"order_status" integer,
	"product_type" integer,
	"title" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"creator_name" text DEFAULT '' NOT NULL,
	"source_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"finished_by" text
);
--> statement-breakpoint
CREATE TABLE "btrip_approval_numbers" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "btrip_attachments" (
	"id" text PRIMARY KEY DEFAULT 'BF' || lpad(nextval('btrip_attachment_id_seq')::text, 10, '0') NOT NULL,
	"company_id" text NOT NULL,
	"task_id" text,
	"uploaded_by" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "btrip_task_travellers" (
	"task_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_by" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "btrip_task_travellers_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "btrip_tasks" (
	"id" text PRIMARY KEY DEFAULT 'B' || lpad(nextval('btrip_task_id_seq')::text, 11, '0') NOT NULL,
	"company_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"creator_department_id" text,
	"status" text NOT NULL,
	"approval_no" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"legs" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"international" boolean DEFAULT false NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"purpose_id" text,
	"purpose_name" text DEFAULT '' NOT NULL,
	"purpose_name_en" text DEFAULT '' NOT NULL,
	"services" jsonb NOT NULL,
	"total_budget_fen" bigint NOT NULL,
	"cost_center_id" text,
	"project_id" text,
	"remark" text DEFAULT '' NOT NULL,
	"policy_level" integer DEFAULT 0 NOT NULL,
	"violations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instance_id" text,
	"reject_reason" text DEFAULT '' NOT NULL,
	"rejected_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"company_id" text NOT NULL,
	"template_key" text NOT NULL,
	"channel" text NOT NULL,
	"text_cn" text NOT NULL,
	"text_en" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_templates_company_id_template_key_channel_pk" PRIMARY KEY("company_id","template_key","channel")
);
--> statement-breakpoint
CREATE TABLE "approval_rule_services" (
	"company_id" text NOT NULL,
	"rule_code" integer NOT NULL,
	"service_types" integer[] NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_rule_services_company_id_rule_code_pk" PRIMARY KEY("company_id","rule_code")
);
--> statement-breakpoint
CREATE TABLE "city_categories" (
	"id" text PRIMARY KEY DEFAULT 'Z' || lpad(nextval('city_category_id_seq')::text, 11, '0') NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"cities" text[] DEFAULT '{}' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"international" boolean DEFAULT false NOT NULL,
	"order_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contrary_reasons" (
	"id" text PRIMARY KEY DEFAULT 'V' || lpad(nextval('contrary_reason_id_seq')::text, 11, '0') NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"service_types" integer[] NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"order_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_purposes" (
	"id" text PRIMARY KEY DEFAULT 'Q' || lpad(nextval('travel_purpose_id_seq')::text, 11, '0') NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"order_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_rules" (
	"id" text PRIMARY KEY DEFAULT 'Y' || lpad(nextval('trip_rule_id_seq')::text, 11, '0') NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"job_levels" integer[] DEFAULT '{}' NOT NULL,
	"department_ids" text[] DEFAULT '{}' NOT NULL,
	"items" jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_flow_bindings" ADD CONSTRAINT "approval_flow_bindings_flow_id_approval_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."approval_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_participant_id_approval_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."approval_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_participants" ADD CONSTRAINT "approval_participants_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "btrip_attachments" ADD CONSTRAINT "btrip_attachments_task_id_btrip_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."btrip_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "btrip_task_travellers" ADD CONSTRAINT "btrip_task_travellers_task_id_btrip_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."btrip_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_flow_bindings_flow_idx" ON "approval_flow_bindings" USING btree ("flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_flows_name_uq" ON "approval_flows" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_instances_round_uq" ON "approval_instances" USING btree ("subject_kind","subject_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_instances_pending_uq" ON "approval_instances" USING btree ("subject_kind","subject_id") WHERE "approval_instances"."state" = 'Pending';--> statement-breakpoint
CREATE INDEX "approval_instances_company_idx" ON "approval_instances" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_links_participant_idx" ON "approval_links" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "approval_participants_instance_idx" ON "approval_participants" USING btree ("instance_id","step_no");--> statement-breakpoint
CREATE INDEX "approval_participants_user_idx" ON "approval_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "work_tasks_assignee_idx" ON "work_tasks" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "work_tasks_assignee_status_type_idx" ON "work_tasks" USING btree ("assignee_id","business_status","business_type","created_at");--> statement-breakpoint
CREATE INDEX "work_tasks_source_idx" ON "work_tasks" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "work_tasks_service_idx" ON "work_tasks" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "btrip_attachments_task_idx" ON "btrip_attachments" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "btrip_attachments_uploader_idx" ON "btrip_attachments" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "btrip_task_travellers_user_idx" ON "btrip_task_travellers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "btrip_tasks_company_idx" ON "btrip_tasks" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "btrip_tasks_creator_idx" ON "btrip_tasks" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "btrip_tasks_approval_no_uq" ON "btrip_tasks" USING btree ("approval_no");--> statement-breakpoint
CREATE UNIQUE INDEX "city_categories_code_uq" ON "city_categories" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "city_categories_one_default_uq" ON "city_categories" USING btree ("company_id") WHERE "city_categories"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "city_categories_one_intl_uq" ON "city_categories" USING btree ("company_id") WHERE "city_categories"."international";--> statement-breakpoint
CREATE UNIQUE INDEX "contrary_reasons_code_uq" ON "contrary_reasons" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_purposes_code_uq" ON "travel_purposes" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_rules_name_uq" ON "trip_rules" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_rules_one_all_uq" ON "trip_rules" USING btree ("company_id") WHERE "trip_rules"."scope" = 'All';--> statement-breakpoint
CREATE INDEX "trip_rules_company_idx" ON "trip_rules" USING btree ("company_id","created_at");