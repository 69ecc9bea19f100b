-- Issue 16 figures: a cycle's finished burndown days are kept (cycle_burndown_days) instead of being
-- replayed on every request, and the items that left a cycle are found through an index.
CREATE TABLE "cycle_burndown_days" (
	"cycle_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"timezone" text NOT NULL,
	"tally" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_burndown_days_cycle_id_day_pk" PRIMARY KEY("cycle_id","day")
);
--> statement-breakpoint
ALTER TABLE "cycle_burndown_days" ADD CONSTRAINT "cycle_burndown_days_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_burndown_days" ADD CONSTRAINT "cycle_burndown_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_item_activities_cycle_left_idx" ON "work_item_activities" USING btree ("project_id","old_identifier") WHERE "work_item_activities"."field" = 'cycles';