-- Issue 19: the live documents' updates shared between processes (collab/).
CREATE TABLE "collab_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"update" "bytea" NOT NULL,
	"process_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "collab_updates_document_idx" ON "collab_updates" USING btree ("document","id");--> statement-breakpoint
CREATE INDEX "collab_updates_created_at_idx" ON "collab_updates" USING btree ("created_at");