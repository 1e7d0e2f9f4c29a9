CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"uom" uuid,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"companies" uuid[] DEFAULT '{}' NOT NULL,
	"contractors" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welding_process_group_trigger_conditions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"welding_process_group" uuid NOT NULL,
	"is_start" boolean NOT NULL,
	"logical_operator" text DEFAULT 'AND' NOT NULL,
	"u_consider" boolean DEFAULT false NOT NULL,
	"u_operator" integer DEFAULT 0 NOT NULL,
	"u_threshold" double precision DEFAULT 0 NOT NULL,
	"i_consider" boolean DEFAULT false NOT NULL,
	"i_operator" integer DEFAULT 0 NOT NULL,
	"i_threshold" double precision DEFAULT 0 NOT NULL,
	"wfs_consider" boolean DEFAULT false NOT NULL,
	"wfs_operator" integer DEFAULT 0 NOT NULL,
	"wfs_threshold" double precision DEFAULT 0 NOT NULL,
	"ts_consider" boolean DEFAULT false NOT NULL,
	"ts_operator" integer DEFAULT 0 NOT NULL,
	"ts_threshold" double precision DEFAULT 0 NOT NULL,
	"during_consider" boolean DEFAULT false NOT NULL,
	"during_threshold" double precision DEFAULT 0.1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welding_process_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"minimum_cycle_time" double precision NOT NULL,
	"integration_step" double precision NOT NULL,
	"occultation_duration_start" double precision NOT NULL,
	"occultation_duration_stop" double precision NOT NULL,
	"buffer_start" double precision NOT NULL,
	"buffer_stop" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welding_processes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"standards" text,
	"welding_process_group" uuid,
	"k_factor" double precision,
	"rms" boolean DEFAULT false NOT NULL,
	"display_contact_tip_work_distance" boolean DEFAULT false NOT NULL,
	"display_nozzle" boolean DEFAULT false NOT NULL,
	"display_torches_distance" boolean DEFAULT false NOT NULL,
	"display_torches_angle" boolean DEFAULT false NOT NULL,
	"display_torches_offset" boolean DEFAULT false NOT NULL,
	"display_shielding_gas" boolean DEFAULT false NOT NULL,
	"display_gas_flow" boolean DEFAULT false NOT NULL,
	"display_oscillation_frequency" boolean DEFAULT false NOT NULL,
	"display_oscillation_width" boolean DEFAULT false NOT NULL,
	"display_wire_feed_speed" boolean DEFAULT false NOT NULL,
	"display_frequency" boolean DEFAULT false NOT NULL,
	"display_current_base" boolean DEFAULT false NOT NULL,
	"display_current_peak" boolean DEFAULT false NOT NULL,
	"display_hw_current" boolean DEFAULT false NOT NULL,
	"display_hw_voltage" boolean DEFAULT false NOT NULL,
	"display_hw_heat_input" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_uom_uoms_id_fk" FOREIGN KEY ("uom") REFERENCES "public"."uoms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welding_process_group_trigger_conditions" ADD CONSTRAINT "welding_process_group_trigger_conditions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welding_process_group_trigger_conditions" ADD CONSTRAINT "welding_process_group_trigger_conditions_welding_process_group_welding_process_groups_id_fk" FOREIGN KEY ("welding_process_group") REFERENCES "public"."welding_process_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welding_process_groups" ADD CONSTRAINT "welding_process_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welding_processes" ADD CONSTRAINT "welding_processes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welding_processes" ADD CONSTRAINT "welding_processes_welding_process_group_welding_process_groups_id_fk" FOREIGN KEY ("welding_process_group") REFERENCES "public"."welding_process_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "projects_uom_idx" ON "projects" USING btree ("uom");--> statement-breakpoint
CREATE INDEX "trigger_conditions_group_idx" ON "welding_process_group_trigger_conditions" USING btree ("welding_process_group");--> statement-breakpoint
CREATE INDEX "welding_process_groups_client_idx" ON "welding_process_groups" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "welding_processes_client_idx" ON "welding_processes" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "welding_processes_group_idx" ON "welding_processes" USING btree ("welding_process_group");