CREATE TABLE "heats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heat_no" text NOT NULL,
	"documents" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uoms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"control_position" text NOT NULL,
	"dimension" text NOT NULL,
	"filler_metal_diameter" text NOT NULL,
	"gas_composition" text NOT NULL,
	"gas_flow" text NOT NULL,
	"heat_input" text NOT NULL,
	"oscillation_frequency" text NOT NULL,
	"oscillation_width" text NOT NULL,
	"temperature" text NOT NULL,
	"temperature_ramping" text NOT NULL,
	"travel_speed" text NOT NULL,
	"weight" text NOT NULL,
	"weld_cycle_length" text NOT NULL,
	"wire_feed_speed" text NOT NULL,
	"workpiece_length" text NOT NULL,
	"workpiece_outer_diameter" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "heats" ADD CONSTRAINT "heats_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uoms" ADD CONSTRAINT "uoms_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heats_client_idx" ON "heats" USING btree ("client_id","heat_no");--> statement-breakpoint
CREATE INDEX "uoms_client_idx" ON "uoms" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "uoms_one_default_per_client" ON "uoms" USING btree ("client_id") WHERE "uoms"."is_default";