CREATE TABLE "history_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"machine_id" uuid,
	"request_id" text,
	"import_id" uuid,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_entries_list_created_at_idx" ON "history_entries" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "history_entries_record_idx" ON "history_entries" USING btree ("record_id","created_at","id");--> statement-breakpoint
CREATE INDEX "history_entries_user_idx" ON "history_entries" USING btree ("client_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "history_entries_resource_idx" ON "history_entries" USING btree ("client_id","resource","created_at","id");