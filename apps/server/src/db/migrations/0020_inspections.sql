CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project" uuid,
	"procedure" uuid,
	"section" text NOT NULL,
	"details" text,
	"parameter" text,
	"type" text,
	"recorded_value" double precision,
	"expected_value" text,
	"source_kind" text NOT NULL,
	"source_id" uuid,
	"source_time" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"acknowledged_comment" text
);
--> statement-breakpoint
CREATE TABLE "back_purging_inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"weld" uuid NOT NULL,
	"workpiece_edge_1" uuid,
	"workpiece_edge_2" uuid,
	"pass_group" uuid,
	"back_purging" uuid
);
--> statement-breakpoint
CREATE TABLE "back_purging_measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspection" uuid NOT NULL,
	"measuring_instrument" uuid,
	"unit" text,
	"entered" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"limits" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"created_by" uuid,
	"flushing_o2_level_chamber" double precision,
	"welding_o2_level_chamber" double precision
);
--> statement-breakpoint
CREATE TABLE "bevel_inspection_sequences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"is_plate" boolean DEFAULT false NOT NULL,
	"positions" text,
	"bevel_dimensions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bevel_inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"weld" uuid NOT NULL,
	"workpiece_edge_1" uuid,
	"workpiece_edge_2" uuid,
	"pass_group" uuid,
	"sequence" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bevel_measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspection" uuid NOT NULL,
	"measuring_instrument" uuid,
	"unit" text,
	"entered" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"limits" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"created_by" uuid,
	"dimension" uuid,
	"position" text NOT NULL,
	"measure" double precision
);
--> statement-breakpoint
CREATE TABLE "cooling_inspection_sequences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"is_angle" boolean DEFAULT false NOT NULL,
	"positions" text
);
--> statement-breakpoint
CREATE TABLE "cooling_inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"weld" uuid NOT NULL,
	"workpiece_edge_1" uuid,
	"workpiece_edge_2" uuid,
	"pass_group" uuid,
	"sequence" uuid NOT NULL,
	"cooling" uuid
);
--> statement-breakpoint
CREATE TABLE "cooling_measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspection" uuid NOT NULL,
	"measuring_instrument" uuid,
	"unit" text,
	"entered" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"limits" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"created_by" uuid,
	"position" text NOT NULL,
	"measure_before_cooling" double precision,
	"measure_after_cooling" double precision
);
--> statement-breakpoint
CREATE TABLE "fit_up_inspection_sequences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"is_angle" boolean DEFAULT false NOT NULL,
	"positions" text,
	"with_id_high_low" boolean DEFAULT false NOT NULL,
	"id_high_low_positions" text,
	"with_od_high_low" boolean DEFAULT false NOT NULL,
	"od_high_low_positions" text,
	"with_root_gap" boolean DEFAULT false NOT NULL,
	"root_gap_positions" text,
	"with_preparation_opening" boolean DEFAULT false NOT NULL,
	"preparation_opening_positions" text
);
--> statement-breakpoint
CREATE TABLE "fit_up_inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"weld" uuid NOT NULL,
	"workpiece_edge_1" uuid,
	"workpiece_edge_2" uuid,
	"pass_group" uuid,
	"sequence" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fit_up_measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspection" uuid NOT NULL,
	"measuring_instrument" uuid,
	"unit" text,
	"entered" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"limits" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"created_by" uuid,
	"type" text NOT NULL,
	"position" text NOT NULL,
	"measure" double precision
);
--> statement-breakpoint
CREATE TABLE "heat_treatment_inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"weld" uuid NOT NULL,
	"workpiece_edge_1" uuid,
	"workpiece_edge_2" uuid,
	"pass_group" uuid,
	"heat_treatment" uuid
);
--> statement-breakpoint
CREATE TABLE "heat_treatment_measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspection" uuid NOT NULL,
	"measuring_instrument" uuid,
	"unit" text,
	"entered" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"limits" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"created_by" uuid,
	"start_control_temperature" double precision,
	"end_control_temperature" double precision,
	"temperature" double precision,
	"soaking_duration" double precision
);
--> statement-breakpoint
CREATE TABLE "temperature_control_inspection_sequences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"temperature_control" uuid,
	"pass_group" uuid[] DEFAULT '{}' NOT NULL,
	"is_angle" boolean DEFAULT false NOT NULL,
	"positions" text
);
--> statement-breakpoint
CREATE TABLE "temperature_control_inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"weld" uuid NOT NULL,
	"workpiece_edge_1" uuid,
	"workpiece_edge_2" uuid,
	"pass_group" uuid,
	"sequence" uuid NOT NULL,
	"temperature_control" uuid
);
--> statement-breakpoint
CREATE TABLE "temperature_measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspection" uuid NOT NULL,
	"measuring_instrument" uuid,
	"unit" text,
	"entered" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"limits" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"created_by" uuid,
	"position" text NOT NULL,
	"measure" double precision
);
--> statement-breakpoint
CREATE TABLE "time_lapse_inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project" uuid NOT NULL,
	"procedure" uuid NOT NULL,
	"weld" uuid NOT NULL,
	"workpiece_edge_1" uuid,
	"workpiece_edge_2" uuid,
	"pass_group" uuid,
	"time_lapse" uuid
);
--> statement-breakpoint
CREATE TABLE "time_lapse_measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspection" uuid NOT NULL,
	"measuring_instrument" uuid,
	"unit" text,
	"entered" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"limits" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"created_by" uuid,
	"duration_measured" double precision
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_inspections" ADD CONSTRAINT "back_purging_inspections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_inspections" ADD CONSTRAINT "back_purging_inspections_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_inspections" ADD CONSTRAINT "back_purging_inspections_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_inspections" ADD CONSTRAINT "back_purging_inspections_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_inspections" ADD CONSTRAINT "back_purging_inspections_workpiece_edge_1_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_1") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_inspections" ADD CONSTRAINT "back_purging_inspections_workpiece_edge_2_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_2") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_inspections" ADD CONSTRAINT "back_purging_inspections_pass_group_pass_groups_id_fk" FOREIGN KEY ("pass_group") REFERENCES "public"."pass_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_inspections" ADD CONSTRAINT "back_purging_inspections_back_purging_back_purgings_id_fk" FOREIGN KEY ("back_purging") REFERENCES "public"."back_purgings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_measurements" ADD CONSTRAINT "back_purging_measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_measurements" ADD CONSTRAINT "back_purging_measurements_inspection_back_purging_inspections_id_fk" FOREIGN KEY ("inspection") REFERENCES "public"."back_purging_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_measurements" ADD CONSTRAINT "back_purging_measurements_measuring_instrument_measuring_instruments_id_fk" FOREIGN KEY ("measuring_instrument") REFERENCES "public"."measuring_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purging_measurements" ADD CONSTRAINT "back_purging_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspection_sequences" ADD CONSTRAINT "bevel_inspection_sequences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspection_sequences" ADD CONSTRAINT "bevel_inspection_sequences_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspection_sequences" ADD CONSTRAINT "bevel_inspection_sequences_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspections" ADD CONSTRAINT "bevel_inspections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspections" ADD CONSTRAINT "bevel_inspections_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspections" ADD CONSTRAINT "bevel_inspections_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspections" ADD CONSTRAINT "bevel_inspections_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspections" ADD CONSTRAINT "bevel_inspections_workpiece_edge_1_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_1") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspections" ADD CONSTRAINT "bevel_inspections_workpiece_edge_2_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_2") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspections" ADD CONSTRAINT "bevel_inspections_pass_group_pass_groups_id_fk" FOREIGN KEY ("pass_group") REFERENCES "public"."pass_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_inspections" ADD CONSTRAINT "bevel_inspections_sequence_bevel_inspection_sequences_id_fk" FOREIGN KEY ("sequence") REFERENCES "public"."bevel_inspection_sequences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_measurements" ADD CONSTRAINT "bevel_measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_measurements" ADD CONSTRAINT "bevel_measurements_inspection_bevel_inspections_id_fk" FOREIGN KEY ("inspection") REFERENCES "public"."bevel_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_measurements" ADD CONSTRAINT "bevel_measurements_measuring_instrument_measuring_instruments_id_fk" FOREIGN KEY ("measuring_instrument") REFERENCES "public"."measuring_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_measurements" ADD CONSTRAINT "bevel_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_measurements" ADD CONSTRAINT "bevel_measurements_dimension_bevel_dimensions_id_fk" FOREIGN KEY ("dimension") REFERENCES "public"."bevel_dimensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspection_sequences" ADD CONSTRAINT "cooling_inspection_sequences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspection_sequences" ADD CONSTRAINT "cooling_inspection_sequences_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspection_sequences" ADD CONSTRAINT "cooling_inspection_sequences_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspections" ADD CONSTRAINT "cooling_inspections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspections" ADD CONSTRAINT "cooling_inspections_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspections" ADD CONSTRAINT "cooling_inspections_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspections" ADD CONSTRAINT "cooling_inspections_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspections" ADD CONSTRAINT "cooling_inspections_workpiece_edge_1_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_1") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspections" ADD CONSTRAINT "cooling_inspections_workpiece_edge_2_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_2") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspections" ADD CONSTRAINT "cooling_inspections_pass_group_pass_groups_id_fk" FOREIGN KEY ("pass_group") REFERENCES "public"."pass_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspections" ADD CONSTRAINT "cooling_inspections_sequence_cooling_inspection_sequences_id_fk" FOREIGN KEY ("sequence") REFERENCES "public"."cooling_inspection_sequences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_inspections" ADD CONSTRAINT "cooling_inspections_cooling_coolings_id_fk" FOREIGN KEY ("cooling") REFERENCES "public"."coolings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_measurements" ADD CONSTRAINT "cooling_measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_measurements" ADD CONSTRAINT "cooling_measurements_inspection_cooling_inspections_id_fk" FOREIGN KEY ("inspection") REFERENCES "public"."cooling_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_measurements" ADD CONSTRAINT "cooling_measurements_measuring_instrument_measuring_instruments_id_fk" FOREIGN KEY ("measuring_instrument") REFERENCES "public"."measuring_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_measurements" ADD CONSTRAINT "cooling_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspection_sequences" ADD CONSTRAINT "fit_up_inspection_sequences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspection_sequences" ADD CONSTRAINT "fit_up_inspection_sequences_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspection_sequences" ADD CONSTRAINT "fit_up_inspection_sequences_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspections" ADD CONSTRAINT "fit_up_inspections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspections" ADD CONSTRAINT "fit_up_inspections_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspections" ADD CONSTRAINT "fit_up_inspections_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspections" ADD CONSTRAINT "fit_up_inspections_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspections" ADD CONSTRAINT "fit_up_inspections_workpiece_edge_1_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_1") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspections" ADD CONSTRAINT "fit_up_inspections_workpiece_edge_2_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_2") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspections" ADD CONSTRAINT "fit_up_inspections_pass_group_pass_groups_id_fk" FOREIGN KEY ("pass_group") REFERENCES "public"."pass_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_inspections" ADD CONSTRAINT "fit_up_inspections_sequence_fit_up_inspection_sequences_id_fk" FOREIGN KEY ("sequence") REFERENCES "public"."fit_up_inspection_sequences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_measurements" ADD CONSTRAINT "fit_up_measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_measurements" ADD CONSTRAINT "fit_up_measurements_inspection_fit_up_inspections_id_fk" FOREIGN KEY ("inspection") REFERENCES "public"."fit_up_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_measurements" ADD CONSTRAINT "fit_up_measurements_measuring_instrument_measuring_instruments_id_fk" FOREIGN KEY ("measuring_instrument") REFERENCES "public"."measuring_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_up_measurements" ADD CONSTRAINT "fit_up_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_inspections" ADD CONSTRAINT "heat_treatment_inspections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_inspections" ADD CONSTRAINT "heat_treatment_inspections_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_inspections" ADD CONSTRAINT "heat_treatment_inspections_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_inspections" ADD CONSTRAINT "heat_treatment_inspections_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_inspections" ADD CONSTRAINT "heat_treatment_inspections_workpiece_edge_1_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_1") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_inspections" ADD CONSTRAINT "heat_treatment_inspections_workpiece_edge_2_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_2") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_inspections" ADD CONSTRAINT "heat_treatment_inspections_pass_group_pass_groups_id_fk" FOREIGN KEY ("pass_group") REFERENCES "public"."pass_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_inspections" ADD CONSTRAINT "heat_treatment_inspections_heat_treatment_heat_treatments_id_fk" FOREIGN KEY ("heat_treatment") REFERENCES "public"."heat_treatments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_measurements" ADD CONSTRAINT "heat_treatment_measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_measurements" ADD CONSTRAINT "heat_treatment_measurements_inspection_heat_treatment_inspections_id_fk" FOREIGN KEY ("inspection") REFERENCES "public"."heat_treatment_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_measurements" ADD CONSTRAINT "heat_treatment_measurements_measuring_instrument_measuring_instruments_id_fk" FOREIGN KEY ("measuring_instrument") REFERENCES "public"."measuring_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatment_measurements" ADD CONSTRAINT "heat_treatment_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspection_sequences" ADD CONSTRAINT "temperature_control_inspection_sequences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspection_sequences" ADD CONSTRAINT "temperature_control_inspection_sequences_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspection_sequences" ADD CONSTRAINT "temperature_control_inspection_sequences_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspection_sequences" ADD CONSTRAINT "temperature_control_inspection_sequences_temperature_control_temperature_controls_id_fk" FOREIGN KEY ("temperature_control") REFERENCES "public"."temperature_controls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspections" ADD CONSTRAINT "temperature_control_inspections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspections" ADD CONSTRAINT "temperature_control_inspections_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspections" ADD CONSTRAINT "temperature_control_inspections_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspections" ADD CONSTRAINT "temperature_control_inspections_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspections" ADD CONSTRAINT "temperature_control_inspections_workpiece_edge_1_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_1") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspections" ADD CONSTRAINT "temperature_control_inspections_workpiece_edge_2_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_2") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspections" ADD CONSTRAINT "temperature_control_inspections_pass_group_pass_groups_id_fk" FOREIGN KEY ("pass_group") REFERENCES "public"."pass_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspections" ADD CONSTRAINT "temperature_control_inspections_sequence_temperature_control_inspection_sequences_id_fk" FOREIGN KEY ("sequence") REFERENCES "public"."temperature_control_inspection_sequences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_control_inspections" ADD CONSTRAINT "temperature_control_inspections_temperature_control_temperature_controls_id_fk" FOREIGN KEY ("temperature_control") REFERENCES "public"."temperature_controls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_measurements" ADD CONSTRAINT "temperature_measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_measurements" ADD CONSTRAINT "temperature_measurements_inspection_temperature_control_inspections_id_fk" FOREIGN KEY ("inspection") REFERENCES "public"."temperature_control_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_measurements" ADD CONSTRAINT "temperature_measurements_measuring_instrument_measuring_instruments_id_fk" FOREIGN KEY ("measuring_instrument") REFERENCES "public"."measuring_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_measurements" ADD CONSTRAINT "temperature_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_inspections" ADD CONSTRAINT "time_lapse_inspections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_inspections" ADD CONSTRAINT "time_lapse_inspections_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_inspections" ADD CONSTRAINT "time_lapse_inspections_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_inspections" ADD CONSTRAINT "time_lapse_inspections_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_inspections" ADD CONSTRAINT "time_lapse_inspections_workpiece_edge_1_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_1") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_inspections" ADD CONSTRAINT "time_lapse_inspections_workpiece_edge_2_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_2") REFERENCES "public"."workpiece_edges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_inspections" ADD CONSTRAINT "time_lapse_inspections_pass_group_pass_groups_id_fk" FOREIGN KEY ("pass_group") REFERENCES "public"."pass_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_inspections" ADD CONSTRAINT "time_lapse_inspections_time_lapse_time_lapses_id_fk" FOREIGN KEY ("time_lapse") REFERENCES "public"."time_lapses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_measurements" ADD CONSTRAINT "time_lapse_measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_measurements" ADD CONSTRAINT "time_lapse_measurements_inspection_time_lapse_inspections_id_fk" FOREIGN KEY ("inspection") REFERENCES "public"."time_lapse_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_measurements" ADD CONSTRAINT "time_lapse_measurements_measuring_instrument_measuring_instruments_id_fk" FOREIGN KEY ("measuring_instrument") REFERENCES "public"."measuring_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapse_measurements" ADD CONSTRAINT "time_lapse_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_list_created_at_idx" ON "alerts" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_source_idx" ON "alerts" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "alerts_procedure_idx" ON "alerts" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "alerts_unacknowledged_idx" ON "alerts" USING btree ("client_id","created_at") WHERE "alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "back_purging_inspections_list_created_at_idx" ON "back_purging_inspections" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "back_purging_inspections_weld_idx" ON "back_purging_inspections" USING btree ("weld");--> statement-breakpoint
CREATE INDEX "back_purging_inspections_procedure_idx" ON "back_purging_inspections" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "back_purging_inspections_project_idx" ON "back_purging_inspections" USING btree ("project");--> statement-breakpoint
CREATE INDEX "back_purging_measurements_list_created_at_idx" ON "back_purging_measurements" USING btree ("client_id","inspection","created_at","id");--> statement-breakpoint
CREATE INDEX "bevel_inspection_sequences_list_name_idx" ON "bevel_inspection_sequences" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "bevel_inspection_sequences_list_created_at_idx" ON "bevel_inspection_sequences" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bevel_inspection_sequences_search_idx" ON "bevel_inspection_sequences" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bevel_inspection_sequences_procedure_idx" ON "bevel_inspection_sequences" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "bevel_inspection_sequences_project_idx" ON "bevel_inspection_sequences" USING btree ("project");--> statement-breakpoint
CREATE INDEX "bevel_inspections_list_created_at_idx" ON "bevel_inspections" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bevel_inspections_weld_idx" ON "bevel_inspections" USING btree ("weld");--> statement-breakpoint
CREATE INDEX "bevel_inspections_procedure_idx" ON "bevel_inspections" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "bevel_inspections_project_idx" ON "bevel_inspections" USING btree ("project");--> statement-breakpoint
CREATE INDEX "bevel_measurements_list_created_at_idx" ON "bevel_measurements" USING btree ("client_id","inspection","created_at","id");--> statement-breakpoint
CREATE INDEX "cooling_inspection_sequences_list_name_idx" ON "cooling_inspection_sequences" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "cooling_inspection_sequences_list_created_at_idx" ON "cooling_inspection_sequences" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cooling_inspection_sequences_search_idx" ON "cooling_inspection_sequences" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cooling_inspection_sequences_procedure_idx" ON "cooling_inspection_sequences" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "cooling_inspection_sequences_project_idx" ON "cooling_inspection_sequences" USING btree ("project");--> statement-breakpoint
CREATE INDEX "cooling_inspections_list_created_at_idx" ON "cooling_inspections" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cooling_inspections_weld_idx" ON "cooling_inspections" USING btree ("weld");--> statement-breakpoint
CREATE INDEX "cooling_inspections_procedure_idx" ON "cooling_inspections" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "cooling_inspections_project_idx" ON "cooling_inspections" USING btree ("project");--> statement-breakpoint
CREATE INDEX "cooling_measurements_list_created_at_idx" ON "cooling_measurements" USING btree ("client_id","inspection","created_at","id");--> statement-breakpoint
CREATE INDEX "fit_up_inspection_sequences_list_name_idx" ON "fit_up_inspection_sequences" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "fit_up_inspection_sequences_list_created_at_idx" ON "fit_up_inspection_sequences" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fit_up_inspection_sequences_search_idx" ON "fit_up_inspection_sequences" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fit_up_inspection_sequences_procedure_idx" ON "fit_up_inspection_sequences" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "fit_up_inspection_sequences_project_idx" ON "fit_up_inspection_sequences" USING btree ("project");--> statement-breakpoint
CREATE INDEX "fit_up_inspections_list_created_at_idx" ON "fit_up_inspections" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fit_up_inspections_weld_idx" ON "fit_up_inspections" USING btree ("weld");--> statement-breakpoint
CREATE INDEX "fit_up_inspections_procedure_idx" ON "fit_up_inspections" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "fit_up_inspections_project_idx" ON "fit_up_inspections" USING btree ("project");--> statement-breakpoint
CREATE INDEX "fit_up_measurements_list_created_at_idx" ON "fit_up_measurements" USING btree ("client_id","inspection","created_at","id");--> statement-breakpoint
CREATE INDEX "heat_treatment_inspections_list_created_at_idx" ON "heat_treatment_inspections" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "heat_treatment_inspections_weld_idx" ON "heat_treatment_inspections" USING btree ("weld");--> statement-breakpoint
CREATE INDEX "heat_treatment_inspections_procedure_idx" ON "heat_treatment_inspections" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "heat_treatment_inspections_project_idx" ON "heat_treatment_inspections" USING btree ("project");--> statement-breakpoint
CREATE INDEX "heat_treatment_measurements_list_created_at_idx" ON "heat_treatment_measurements" USING btree ("client_id","inspection","created_at","id");--> statement-breakpoint
CREATE INDEX "temperature_control_inspection_sequences_list_name_idx" ON "temperature_control_inspection_sequences" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "temperature_control_inspection_sequences_list_created_at_idx" ON "temperature_control_inspection_sequences" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "temperature_control_inspection_sequences_search_idx" ON "temperature_control_inspection_sequences" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "temperature_control_inspection_sequences_procedure_idx" ON "temperature_control_inspection_sequences" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "temperature_control_inspection_sequences_project_idx" ON "temperature_control_inspection_sequences" USING btree ("project");--> statement-breakpoint
CREATE INDEX "temperature_control_inspections_list_created_at_idx" ON "temperature_control_inspections" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "temperature_control_inspections_weld_idx" ON "temperature_control_inspections" USING btree ("weld");--> statement-breakpoint
CREATE INDEX "temperature_control_inspections_procedure_idx" ON "temperature_control_inspections" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "temperature_control_inspections_project_idx" ON "temperature_control_inspections" USING btree ("project");--> statement-breakpoint
CREATE INDEX "temperature_measurements_list_created_at_idx" ON "temperature_measurements" USING btree ("client_id","inspection","created_at","id");--> statement-breakpoint
CREATE INDEX "time_lapse_inspections_list_created_at_idx" ON "time_lapse_inspections" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "time_lapse_inspections_weld_idx" ON "time_lapse_inspections" USING btree ("weld");--> statement-breakpoint
CREATE INDEX "time_lapse_inspections_procedure_idx" ON "time_lapse_inspections" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "time_lapse_inspections_project_idx" ON "time_lapse_inspections" USING btree ("project");--> statement-breakpoint
CREATE INDEX "time_lapse_measurements_list_created_at_idx" ON "time_lapse_measurements" USING btree ("client_id","inspection","created_at","id");