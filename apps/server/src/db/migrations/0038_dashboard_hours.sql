CREATE TABLE "dashboard_hours" (
	"client_id" uuid NOT NULL,
	"scope" uuid NOT NULL,
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"data" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_hours_scope_kind_hour_pk" PRIMARY KEY("scope","kind","hour")
);
--> statement-breakpoint
ALTER TABLE "dashboard_hours" ADD CONSTRAINT "dashboard_hours_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_hours_client_idx" ON "dashboard_hours" USING btree ("client_id","kind");