-- Issue 15 (written by hand before the generated indexes): entries repeating a name of their client, case-insensitive,
-- are renamed "<name> (2)", "<name> (3)"... (the oldest keeps its name) so the unique indexes can be built; every
-- reference keeps pointing at the same rows.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cleaning_methods','cooling_methods','covered_material_isos','custom_attribute_names','document_types','end_preparation_methods','excavation_methods','filler_metal_manufacturers','heating_types','manufacturing_processes','measuring_instrument_types','polarity_hot_wires','power_sources','procedure_types','qualification_methods','shielding_gases','tack_welding_types','temperature_control_methods','temperature_control_types','temperature_measuring_methods','transfer_modes','uns_numbers','weld_classes','welding_directions','welding_machines','welding_polarities','welding_torches','workstation_types','welding_process_groups','bead_techniques','bevel_types','welding_positions','companies','contractors','filler_metal_classifications','product_models','workpiece_types'] LOOP
    EXECUTE format(
      'UPDATE %I AS entry SET name = entry.name || '' ('' || repeated.rank || '')'' FROM (SELECT id, row_number() OVER (PARTITION BY client_id, lower(name) ORDER BY created_at, id) AS rank FROM %I) AS repeated WHERE repeated.id = entry.id AND repeated.rank > 1',
      t, t);
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "cleaning_methods_name_unique" ON "cleaning_methods" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cooling_methods_name_unique" ON "cooling_methods" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "covered_material_isos_name_unique" ON "covered_material_isos" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_attribute_names_name_unique" ON "custom_attribute_names" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_name_unique" ON "document_types" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "end_preparation_methods_name_unique" ON "end_preparation_methods" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "excavation_methods_name_unique" ON "excavation_methods" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "filler_metal_manufacturers_name_unique" ON "filler_metal_manufacturers" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "heating_types_name_unique" ON "heating_types" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturing_processes_name_unique" ON "manufacturing_processes" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "measuring_instrument_types_name_unique" ON "measuring_instrument_types" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "polarity_hot_wires_name_unique" ON "polarity_hot_wires" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "power_sources_name_unique" ON "power_sources" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_types_name_unique" ON "procedure_types" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_methods_name_unique" ON "qualification_methods" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shielding_gases_name_unique" ON "shielding_gases" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tack_welding_types_name_unique" ON "tack_welding_types" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "temperature_control_methods_name_unique" ON "temperature_control_methods" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "temperature_control_types_name_unique" ON "temperature_control_types" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "temperature_measuring_methods_name_unique" ON "temperature_measuring_methods" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_modes_name_unique" ON "transfer_modes" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "uns_numbers_name_unique" ON "uns_numbers" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "weld_classes_name_unique" ON "weld_classes" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "welding_directions_name_unique" ON "welding_directions" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "welding_machines_name_unique" ON "welding_machines" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "welding_polarities_name_unique" ON "welding_polarities" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "welding_torches_name_unique" ON "welding_torches" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "workstation_types_name_unique" ON "workstation_types" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "welding_process_groups_name_unique" ON "welding_process_groups" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "bead_techniques_name_unique" ON "bead_techniques" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "bevel_types_name_unique" ON "bevel_types" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "welding_positions_name_unique" ON "welding_positions" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_unique" ON "companies" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contractors_name_unique" ON "contractors" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "filler_metal_classifications_name_unique" ON "filler_metal_classifications" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_models_name_unique" ON "product_models" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "workpiece_types_name_unique" ON "workpiece_types" USING btree ("client_id",lower("name"));