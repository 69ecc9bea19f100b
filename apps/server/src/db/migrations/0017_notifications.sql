-- Issue 18: in-app notifications, made by the notifications job from the work-item activity rows
-- it has not read yet.
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid,
	"receiver_id" uuid NOT NULL,
	"triggered_by_id" uuid,
	"entity_identifier" uuid,
	"entity_name" text DEFAULT 'issue' NOT NULL,
	"title" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" jsonb,
	"message_html" text DEFAULT '<p></p>' NOT NULL,
	"message_stripped" text,
	"sender" text NOT NULL,
	"is_mentioned_notification" boolean DEFAULT false NOT NULL,
	"activity_id" uuid,
	"read_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"snoozed_till" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The history before notifications existed tells nobody: those rows count as notified, every new
-- row waits for the notifications job.
ALTER TABLE "work_item_activities" ADD COLUMN "is_notified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "work_item_activities" ALTER COLUMN "is_notified" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_triggered_by_id_users_id_fk" FOREIGN KEY ("triggered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_receiver_idx" ON "notifications" USING btree ("receiver_id","workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("receiver_id","workspace_id") WHERE "notifications"."read_at" IS NULL AND "notifications"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "work_item_activities_unnotified_idx" ON "work_item_activities" USING btree ("created_at") WHERE NOT "work_item_activities"."is_notified";