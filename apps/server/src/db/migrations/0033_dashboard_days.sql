CREATE TABLE "dashboard_days" (
	"client_id" uuid NOT NULL,
	"scope" uuid NOT NULL,
	"kind" text NOT NULL,
	"tz" text NOT NULL,
	"day" date NOT NULL,
	"data" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_days_scope_kind_day_tz_pk" PRIMARY KEY("scope","kind","day","tz")
);
--> statement-breakpoint
ALTER TABLE "dashboard_days" ADD CONSTRAINT "dashboard_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_days_client_idx" ON "dashboard_days" USING btree ("client_id","kind");