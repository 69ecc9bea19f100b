-- Issue 20: webhooks (secret kept to sign deliveries), their delivery logs and the dispatcher's outbox cursor. (The exports engineer's exporter_histories table, exported from the schema index when this was generated, is created here too.)
CREATE TABLE "webhook_dispatch_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"event" text NOT NULL,
	"action" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"request_url" text NOT NULL,
	"request_headers" jsonb NOT NULL,
	"request_body" text NOT NULL,
	"response_status" integer,
	"response_headers" jsonb,
	"response_body" text,
	"duration_ms" integer NOT NULL,
	"error" text,
	"is_redelivery" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"secret_key" text NOT NULL,
	"project" boolean DEFAULT false NOT NULL,
	"issue" boolean DEFAULT false NOT NULL,
	"cycle" boolean DEFAULT false NOT NULL,
	"module" boolean DEFAULT false NOT NULL,
	"issue_comment" boolean DEFAULT false NOT NULL,
	"intake" boolean DEFAULT false NOT NULL,
	"page" boolean DEFAULT false NOT NULL,
	"version" text DEFAULT 'v1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exporter_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text,
	"type" text DEFAULT 'issue_exports' NOT NULL,
	"project" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"url" text,
	"token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"initiated_by_id" uuid NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"filters" jsonb,
	"rich_filters" jsonb DEFAULT '{}'::jsonb,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_name" text,
	"size" bigint,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exporter_histories" ADD CONSTRAINT "exporter_histories_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exporter_histories" ADD CONSTRAINT "exporter_histories_initiated_by_id_users_id_fk" FOREIGN KEY ("initiated_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_logs_webhook_idx" ON "webhook_logs" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_logs_created_idx" ON "webhook_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_workspace_url_unique" ON "webhooks" USING btree ("workspace_id","url") WHERE "webhooks"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exporter_histories_token_unique" ON "exporter_histories" USING btree ("token");--> statement-breakpoint
CREATE INDEX "exporter_histories_workspace_idx" ON "exporter_histories" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "exporter_histories_expiry_idx" ON "exporter_histories" USING btree ("expires_at") WHERE "exporter_histories"."status" = 'completed';