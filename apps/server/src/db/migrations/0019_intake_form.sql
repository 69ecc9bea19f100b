-- Issue 18: the public intake form (a published board per project) and the replies to its senders.
CREATE TABLE "deploy_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"entity_name" text NOT NULL,
	"entity_identifier" uuid NOT NULL,
	"anchor" text NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "intake_items" ADD COLUMN "replied_status" smallint;--> statement-breakpoint
ALTER TABLE "deploy_boards" ADD CONSTRAINT "deploy_boards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deploy_boards" ADD CONSTRAINT "deploy_boards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deploy_boards_anchor_key" ON "deploy_boards" USING btree ("anchor");--> statement-breakpoint
CREATE UNIQUE INDEX "deploy_boards_entity_key" ON "deploy_boards" USING btree ("entity_name","entity_identifier");--> statement-breakpoint
CREATE INDEX "intake_items_to_reply_idx" ON "intake_items" USING btree ("id") WHERE "intake_items"."source_email" IS NOT NULL AND "intake_items"."deleted_at" IS NULL;