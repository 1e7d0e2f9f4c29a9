CREATE TABLE "alarm_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"u_rms_min" double precision NOT NULL,
	"u_rms_max" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_supervisors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"elements_selected" uuid[] DEFAULT '{}' NOT NULL,
	"supervisor_min" double precision,
	"supervisor_max" double precision,
	"percentage" double precision,
	"time" double precision,
	"enabled" boolean NOT NULL,
	"warning" boolean NOT NULL,
	"out_of_range" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "back_purgings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"flushing_flow_rate" double precision,
	"flushing_max_o2_level_chamber" double precision,
	"welding_max_o2_level_chamber" double precision,
	"flushing_duration" double precision,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "bevel_dimensions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"bevel" uuid NOT NULL,
	"name" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"value" double precision NOT NULL,
	"tolerance_min" double precision NOT NULL,
	"tolerance_max" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bevels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"type" uuid NOT NULL,
	"end_preparation_method" uuid,
	"comment" text,
	"drawing_url" text NOT NULL,
	"drawing_filename" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coolings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"method" uuid NOT NULL,
	"after_pass" text,
	"before_pass" text,
	"temperature_before_cooling_max" double precision NOT NULL,
	"temperature_after_cooling_max" double precision NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "custom_attributes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"custom_attribute_name" uuid NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "heat_treatments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"heating_type" uuid NOT NULL,
	"equipment" text,
	"cooling_methods" uuid[] DEFAULT '{}' NOT NULL,
	"start_control_temperature" double precision,
	"end_control_temperature" double precision,
	"ramp_up" double precision,
	"ramp_down" double precision,
	"temperature_min" double precision,
	"temperature_max" double precision,
	"after_pass" text,
	"before_pass" text,
	"soaking_duration" double precision,
	"comment" text,
	"procedure_document_url" text,
	"procedure_document_filename" text
);
--> statement-breakpoint
CREATE TABLE "pass_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"process" uuid NOT NULL,
	"machine" uuid,
	"power_sources" uuid[] DEFAULT '{}' NOT NULL,
	"transfer_mode" uuid,
	"torches" uuid,
	"bead_technique" uuid,
	"direction" uuid,
	"polarity" uuid,
	"position" uuid,
	"control_software" text,
	"show_tack_weld" boolean DEFAULT false NOT NULL,
	"tack_welding_type" uuid,
	"tack_welding_length" double precision,
	"tack_welding_position" text,
	"tack_welding_removal" boolean,
	"filler_metals" uuid[] DEFAULT '{}' NOT NULL,
	"flux" text,
	"tungsten_electrode_type" text,
	"tungsten_electrode_angle" double precision,
	"tungsten_electrode_diameter" double precision,
	"tungsten_electrode_flat_diameter" double precision,
	"contact_tip_work_distance" double precision,
	"nozzle" text,
	"torches_distance" double precision,
	"torches_angle" double precision,
	"torches_offset" double precision,
	"ring_primitive_perimeter" double precision,
	"shielding_gas" uuid,
	"polarity_hot_wire" uuid,
	"cleaning_method" uuid,
	"quantity_of_passes" integer,
	"welders" uuid[] DEFAULT '{}' NOT NULL,
	"k_factor" double precision NOT NULL,
	"rms" boolean DEFAULT false NOT NULL,
	"occultation_duration_start" double precision NOT NULL,
	"occultation_duration_stop" double precision NOT NULL,
	"minimum_cycle_time" double precision NOT NULL,
	"comment" text,
	"gas_flow_min" double precision,
	"gas_flow_max" double precision,
	"current_min" double precision NOT NULL,
	"current_max" double precision NOT NULL,
	"voltage_min" double precision NOT NULL,
	"voltage_max" double precision NOT NULL,
	"oscillation_frequency_min" double precision,
	"oscillation_frequency_max" double precision,
	"oscillation_width_min" double precision,
	"oscillation_width_max" double precision,
	"wire_feed_speed_min" double precision,
	"wire_feed_speed_max" double precision,
	"travel_speed_min" double precision,
	"travel_speed_max" double precision,
	"heat_input_min" double precision NOT NULL,
	"heat_input_max" double precision NOT NULL,
	"frequency_min" double precision,
	"frequency_max" double precision,
	"pulse_time_min" double precision,
	"pulse_time_max" double precision,
	"current_base_min" double precision,
	"current_base_max" double precision,
	"current_peak_min" double precision,
	"current_peak_max" double precision,
	"hw_current_min" double precision,
	"hw_current_max" double precision,
	"hw_voltage_min" double precision,
	"hw_voltage_max" double precision,
	"hw_heat_input_min" double precision,
	"hw_heat_input_max" double precision
);
--> statement-breakpoint
CREATE TABLE "post_weld_heats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"temperature_min" double precision,
	"temperature_max" double precision,
	"duration" double precision,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "procedure_workpieces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"type" uuid NOT NULL,
	"outer_diameter" double precision,
	"wall_thickness" double precision,
	"grade" text,
	"manufacturer" text,
	"documents" uuid[] DEFAULT '{}' NOT NULL,
	"heats" uuid[] DEFAULT '{}' NOT NULL,
	"manufacturing_process" uuid,
	"uns_numbers" uuid[] DEFAULT '{}' NOT NULL,
	"pren" double precision,
	"pcm" double precision,
	"ce" double precision,
	"is_cra" boolean DEFAULT false NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"date_format" text NOT NULL,
	"is_wps" boolean DEFAULT false NOT NULL,
	"is_reference" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"project" uuid,
	"type" uuid,
	"welds_classes" uuid[] DEFAULT '{}' NOT NULL,
	"uom" uuid,
	"comment" text,
	"documents" uuid[] DEFAULT '{}' NOT NULL,
	"qualification_method" uuid,
	"supported_by_pqr" boolean DEFAULT false NOT NULL,
	"forked_from" uuid,
	"forked_at" timestamp with time zone,
	"fork_reason" text,
	"wps_document_url" text,
	"wps_document_filename" text,
	"assembly_drawing_url" text,
	"assembly_drawing_filename" text,
	"partial_thickness_repair_remaining_ligament" double precision,
	"throat_min" double precision,
	"throat_max" double precision,
	"excavation_methods" uuid[] DEFAULT '{}' NOT NULL,
	"excavation_depth_min" double precision,
	"excavation_depth_max" double precision,
	"excavation_length_min" double precision,
	"excavation_length_max" double precision,
	"repair_comment" text,
	"covered_weld_position" uuid,
	"covered_p_number" text,
	"covered_material_group_number" text,
	"covered_material_grade" text,
	"covered_material_isos" uuid[] DEFAULT '{}' NOT NULL,
	"covered_outer_diameter_min" double precision,
	"covered_outer_diameter_max" double precision,
	"covered_wall_thickness_min" double precision,
	"covered_wall_thickness_max" double precision,
	"covered_range_comment" text,
	"max_id_high_low" double precision,
	"max_od_high_low" double precision,
	"root_gap_min" double precision,
	"root_gap_max" double precision,
	"preparation_opening_min" double precision,
	"preparation_opening_max" double precision,
	"clamp" boolean DEFAULT false NOT NULL,
	"clamp_type" text,
	"threaded_rod" boolean DEFAULT false NOT NULL,
	"tack_weld" boolean DEFAULT false NOT NULL,
	"removal_clamp" text,
	"fit_up_comment" text
);
--> statement-breakpoint
CREATE TABLE "temperature_controls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"temperature_control_type" uuid NOT NULL,
	"temperature_control_methods" uuid[] DEFAULT '{}' NOT NULL,
	"temperature_measuring_method" uuid,
	"distance" double precision,
	"location" text,
	"temperature_min" double precision,
	"temperature_max" double precision,
	"after_pass" text,
	"before_pass" text,
	"soaking_duration" double precision,
	"preheat_location_quantity" integer,
	"inter_pass_location_quantity" integer,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "time_lapses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"after_pass" text,
	"before_pass" text,
	"duration" double precision NOT NULL,
	"comment" text
);
--> statement-breakpoint
ALTER TABLE "alarm_settings" ADD CONSTRAINT "alarm_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_settings" ADD CONSTRAINT "alarm_settings_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_supervisors" ADD CONSTRAINT "alert_supervisors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_supervisors" ADD CONSTRAINT "alert_supervisors_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purgings" ADD CONSTRAINT "back_purgings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_purgings" ADD CONSTRAINT "back_purgings_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_dimensions" ADD CONSTRAINT "bevel_dimensions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_dimensions" ADD CONSTRAINT "bevel_dimensions_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevel_dimensions" ADD CONSTRAINT "bevel_dimensions_bevel_bevels_id_fk" FOREIGN KEY ("bevel") REFERENCES "public"."bevels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevels" ADD CONSTRAINT "bevels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevels" ADD CONSTRAINT "bevels_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevels" ADD CONSTRAINT "bevels_type_bevel_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."bevel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bevels" ADD CONSTRAINT "bevels_end_preparation_method_end_preparation_methods_id_fk" FOREIGN KEY ("end_preparation_method") REFERENCES "public"."end_preparation_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coolings" ADD CONSTRAINT "coolings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coolings" ADD CONSTRAINT "coolings_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coolings" ADD CONSTRAINT "coolings_method_cooling_methods_id_fk" FOREIGN KEY ("method") REFERENCES "public"."cooling_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_attributes" ADD CONSTRAINT "custom_attributes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_attributes" ADD CONSTRAINT "custom_attributes_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_attributes" ADD CONSTRAINT "custom_attributes_custom_attribute_name_custom_attribute_names_id_fk" FOREIGN KEY ("custom_attribute_name") REFERENCES "public"."custom_attribute_names"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatments" ADD CONSTRAINT "heat_treatments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatments" ADD CONSTRAINT "heat_treatments_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatments" ADD CONSTRAINT "heat_treatments_heating_type_heating_types_id_fk" FOREIGN KEY ("heating_type") REFERENCES "public"."heating_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_process_welding_processes_id_fk" FOREIGN KEY ("process") REFERENCES "public"."welding_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_machine_welding_machines_id_fk" FOREIGN KEY ("machine") REFERENCES "public"."welding_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_transfer_mode_transfer_modes_id_fk" FOREIGN KEY ("transfer_mode") REFERENCES "public"."transfer_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_torches_welding_torches_id_fk" FOREIGN KEY ("torches") REFERENCES "public"."welding_torches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_bead_technique_bead_techniques_id_fk" FOREIGN KEY ("bead_technique") REFERENCES "public"."bead_techniques"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_direction_welding_directions_id_fk" FOREIGN KEY ("direction") REFERENCES "public"."welding_directions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_polarity_welding_polarities_id_fk" FOREIGN KEY ("polarity") REFERENCES "public"."welding_polarities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_position_welding_positions_id_fk" FOREIGN KEY ("position") REFERENCES "public"."welding_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_tack_welding_type_tack_welding_types_id_fk" FOREIGN KEY ("tack_welding_type") REFERENCES "public"."tack_welding_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_shielding_gas_shielding_gases_id_fk" FOREIGN KEY ("shielding_gas") REFERENCES "public"."shielding_gases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_polarity_hot_wire_polarity_hot_wires_id_fk" FOREIGN KEY ("polarity_hot_wire") REFERENCES "public"."polarity_hot_wires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_groups" ADD CONSTRAINT "pass_groups_cleaning_method_cleaning_methods_id_fk" FOREIGN KEY ("cleaning_method") REFERENCES "public"."cleaning_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_weld_heats" ADD CONSTRAINT "post_weld_heats_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_weld_heats" ADD CONSTRAINT "post_weld_heats_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_workpieces" ADD CONSTRAINT "procedure_workpieces_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_workpieces" ADD CONSTRAINT "procedure_workpieces_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_workpieces" ADD CONSTRAINT "procedure_workpieces_type_workpiece_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."workpiece_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_workpieces" ADD CONSTRAINT "procedure_workpieces_manufacturing_process_manufacturing_processes_id_fk" FOREIGN KEY ("manufacturing_process") REFERENCES "public"."manufacturing_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_type_procedure_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."procedure_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_uom_uoms_id_fk" FOREIGN KEY ("uom") REFERENCES "public"."uoms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_qualification_method_qualification_methods_id_fk" FOREIGN KEY ("qualification_method") REFERENCES "public"."qualification_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_forked_from_procedures_id_fk" FOREIGN KEY ("forked_from") REFERENCES "public"."procedures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_covered_weld_position_welding_positions_id_fk" FOREIGN KEY ("covered_weld_position") REFERENCES "public"."welding_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_controls" ADD CONSTRAINT "temperature_controls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_controls" ADD CONSTRAINT "temperature_controls_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_controls" ADD CONSTRAINT "temperature_controls_temperature_control_type_temperature_control_types_id_fk" FOREIGN KEY ("temperature_control_type") REFERENCES "public"."temperature_control_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_controls" ADD CONSTRAINT "temperature_controls_temperature_measuring_method_temperature_measuring_methods_id_fk" FOREIGN KEY ("temperature_measuring_method") REFERENCES "public"."temperature_measuring_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapses" ADD CONSTRAINT "time_lapses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_lapses" ADD CONSTRAINT "time_lapses_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_settings_procedure_idx" ON "alarm_settings" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "alert_supervisors_procedure_idx" ON "alert_supervisors" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "back_purgings_procedure_idx" ON "back_purgings" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "bevel_dimensions_bevel_idx" ON "bevel_dimensions" USING btree ("bevel","index");--> statement-breakpoint
CREATE INDEX "bevel_dimensions_procedure_idx" ON "bevel_dimensions" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "bevels_procedure_idx" ON "bevels" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "coolings_procedure_idx" ON "coolings" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "custom_attributes_procedure_idx" ON "custom_attributes" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "heat_treatments_procedure_idx" ON "heat_treatments" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "pass_groups_procedure_idx" ON "pass_groups" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "pass_groups_process_idx" ON "pass_groups" USING btree ("process");--> statement-breakpoint
CREATE INDEX "post_weld_heats_procedure_idx" ON "post_weld_heats" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "procedure_workpieces_procedure_idx" ON "procedure_workpieces" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "procedures_client_idx" ON "procedures" USING btree ("client_id","is_archived","name");--> statement-breakpoint
CREATE INDEX "procedures_project_idx" ON "procedures" USING btree ("project");--> statement-breakpoint
CREATE INDEX "procedures_forked_from_idx" ON "procedures" USING btree ("forked_from");--> statement-breakpoint
CREATE INDEX "temperature_controls_procedure_idx" ON "temperature_controls" USING btree ("procedure","index");--> statement-breakpoint
CREATE INDEX "time_lapses_procedure_idx" ON "time_lapses" USING btree ("procedure","index");