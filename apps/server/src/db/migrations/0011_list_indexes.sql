DROP INDEX "cleaning_methods_client_idx";--> statement-breakpoint
DROP INDEX "cooling_methods_client_idx";--> statement-breakpoint
DROP INDEX "covered_material_isos_client_idx";--> statement-breakpoint
DROP INDEX "custom_attribute_names_client_idx";--> statement-breakpoint
DROP INDEX "document_types_client_idx";--> statement-breakpoint
DROP INDEX "end_preparation_methods_client_idx";--> statement-breakpoint
DROP INDEX "excavation_methods_client_idx";--> statement-breakpoint
DROP INDEX "filler_metal_manufacturers_client_idx";--> statement-breakpoint
DROP INDEX "heating_types_client_idx";--> statement-breakpoint
DROP INDEX "manufacturing_processes_client_idx";--> statement-breakpoint
DROP INDEX "measuring_instrument_types_client_idx";--> statement-breakpoint
DROP INDEX "polarity_hot_wires_client_idx";--> statement-breakpoint
DROP INDEX "power_sources_client_idx";--> statement-breakpoint
DROP INDEX "procedure_types_client_idx";--> statement-breakpoint
DROP INDEX "qualification_methods_client_idx";--> statement-breakpoint
DROP INDEX "shielding_gases_client_idx";--> statement-breakpoint
DROP INDEX "tack_welding_types_client_idx";--> statement-breakpoint
DROP INDEX "temperature_control_methods_client_idx";--> statement-breakpoint
DROP INDEX "temperature_control_types_client_idx";--> statement-breakpoint
DROP INDEX "temperature_measuring_methods_client_idx";--> statement-breakpoint
DROP INDEX "transfer_modes_client_idx";--> statement-breakpoint
DROP INDEX "uns_numbers_client_idx";--> statement-breakpoint
DROP INDEX "weld_classes_client_idx";--> statement-breakpoint
DROP INDEX "welding_directions_client_idx";--> statement-breakpoint
DROP INDEX "welding_machines_client_idx";--> statement-breakpoint
DROP INDEX "welding_polarities_client_idx";--> statement-breakpoint
DROP INDEX "welding_torches_client_idx";--> statement-breakpoint
DROP INDEX "workstation_types_client_idx";--> statement-breakpoint
DROP INDEX "procedures_client_idx";--> statement-breakpoint
DROP INDEX "projects_client_idx";--> statement-breakpoint
DROP INDEX "welding_process_groups_client_idx";--> statement-breakpoint
DROP INDEX "welding_processes_client_idx";--> statement-breakpoint
DROP INDEX "bead_techniques_client_idx";--> statement-breakpoint
DROP INDEX "bevel_types_client_idx";--> statement-breakpoint
DROP INDEX "welding_positions_client_idx";--> statement-breakpoint
DROP INDEX "companies_client_idx";--> statement-breakpoint
DROP INDEX "consumable_diameters_client_idx";--> statement-breakpoint
DROP INDEX "contractors_client_idx";--> statement-breakpoint
DROP INDEX "documents_client_idx";--> statement-breakpoint
DROP INDEX "filler_metal_classifications_client_idx";--> statement-breakpoint
DROP INDEX "heats_client_idx";--> statement-breakpoint
DROP INDEX "product_models_client_idx";--> statement-breakpoint
DROP INDEX "workpiece_tags_client_idx";--> statement-breakpoint
DROP INDEX "workpiece_types_client_idx";--> statement-breakpoint
DROP INDEX "uoms_client_idx";--> statement-breakpoint
CREATE INDEX "cleaning_methods_list_name_idx" ON "cleaning_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "cleaning_methods_list_created_at_idx" ON "cleaning_methods" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cleaning_methods_search_idx" ON "cleaning_methods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cooling_methods_list_name_idx" ON "cooling_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "cooling_methods_list_description_idx" ON "cooling_methods" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "cooling_methods_list_created_at_idx" ON "cooling_methods" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cooling_methods_search_idx" ON "cooling_methods" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "covered_material_isos_list_name_idx" ON "covered_material_isos" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "covered_material_isos_list_description_idx" ON "covered_material_isos" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "covered_material_isos_list_created_at_idx" ON "covered_material_isos" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "covered_material_isos_search_idx" ON "covered_material_isos" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "custom_attribute_names_list_name_idx" ON "custom_attribute_names" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "custom_attribute_names_list_created_at_idx" ON "custom_attribute_names" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "custom_attribute_names_search_idx" ON "custom_attribute_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_types_list_name_idx" ON "document_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "document_types_list_created_at_idx" ON "document_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "document_types_search_idx" ON "document_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "end_preparation_methods_list_name_idx" ON "end_preparation_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "end_preparation_methods_list_created_at_idx" ON "end_preparation_methods" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "end_preparation_methods_search_idx" ON "end_preparation_methods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "excavation_methods_list_name_idx" ON "excavation_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "excavation_methods_list_description_idx" ON "excavation_methods" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "excavation_methods_list_created_at_idx" ON "excavation_methods" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "excavation_methods_search_idx" ON "excavation_methods" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "filler_metal_manufacturers_list_name_idx" ON "filler_metal_manufacturers" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "filler_metal_manufacturers_list_description_idx" ON "filler_metal_manufacturers" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "filler_metal_manufacturers_list_created_at_idx" ON "filler_metal_manufacturers" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "filler_metal_manufacturers_search_idx" ON "filler_metal_manufacturers" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "heating_types_list_name_idx" ON "heating_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "heating_types_list_created_at_idx" ON "heating_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "heating_types_search_idx" ON "heating_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manufacturing_processes_list_name_idx" ON "manufacturing_processes" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "manufacturing_processes_list_created_at_idx" ON "manufacturing_processes" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "manufacturing_processes_search_idx" ON "manufacturing_processes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "measuring_instrument_types_list_name_idx" ON "measuring_instrument_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "measuring_instrument_types_list_created_at_idx" ON "measuring_instrument_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "measuring_instrument_types_search_idx" ON "measuring_instrument_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "polarity_hot_wires_list_name_idx" ON "polarity_hot_wires" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "polarity_hot_wires_list_created_at_idx" ON "polarity_hot_wires" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "polarity_hot_wires_search_idx" ON "polarity_hot_wires" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "power_sources_list_name_idx" ON "power_sources" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "power_sources_list_created_at_idx" ON "power_sources" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "power_sources_search_idx" ON "power_sources" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "procedure_types_list_name_idx" ON "procedure_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "procedure_types_list_description_idx" ON "procedure_types" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "procedure_types_list_created_at_idx" ON "procedure_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "procedure_types_search_idx" ON "procedure_types" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qualification_methods_list_name_idx" ON "qualification_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "qualification_methods_list_description_idx" ON "qualification_methods" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "qualification_methods_list_created_at_idx" ON "qualification_methods" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "qualification_methods_search_idx" ON "qualification_methods" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shielding_gases_list_name_idx" ON "shielding_gases" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "shielding_gases_list_description_idx" ON "shielding_gases" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "shielding_gases_list_created_at_idx" ON "shielding_gases" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shielding_gases_search_idx" ON "shielding_gases" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tack_welding_types_list_name_idx" ON "tack_welding_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "tack_welding_types_list_created_at_idx" ON "tack_welding_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tack_welding_types_search_idx" ON "tack_welding_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "temperature_control_methods_list_name_idx" ON "temperature_control_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "temperature_control_methods_list_description_idx" ON "temperature_control_methods" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "temperature_control_methods_list_created_at_idx" ON "temperature_control_methods" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "temperature_control_methods_search_idx" ON "temperature_control_methods" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "temperature_control_types_list_name_idx" ON "temperature_control_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "temperature_control_types_list_created_at_idx" ON "temperature_control_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "temperature_control_types_search_idx" ON "temperature_control_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "temperature_measuring_methods_list_name_idx" ON "temperature_measuring_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "temperature_measuring_methods_list_created_at_idx" ON "temperature_measuring_methods" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "temperature_measuring_methods_search_idx" ON "temperature_measuring_methods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_modes_list_name_idx" ON "transfer_modes" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "transfer_modes_list_description_idx" ON "transfer_modes" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "transfer_modes_list_created_at_idx" ON "transfer_modes" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transfer_modes_search_idx" ON "transfer_modes" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "uns_numbers_list_name_idx" ON "uns_numbers" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "uns_numbers_list_created_at_idx" ON "uns_numbers" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "uns_numbers_search_idx" ON "uns_numbers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "weld_classes_list_name_idx" ON "weld_classes" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "weld_classes_list_description_idx" ON "weld_classes" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "weld_classes_list_created_at_idx" ON "weld_classes" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "weld_classes_search_idx" ON "weld_classes" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welding_directions_list_name_idx" ON "welding_directions" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "welding_directions_list_description_idx" ON "welding_directions" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "welding_directions_list_created_at_idx" ON "welding_directions" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welding_directions_search_idx" ON "welding_directions" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welding_machines_list_name_idx" ON "welding_machines" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "welding_machines_list_created_at_idx" ON "welding_machines" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welding_machines_search_idx" ON "welding_machines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welding_polarities_list_name_idx" ON "welding_polarities" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "welding_polarities_list_description_idx" ON "welding_polarities" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "welding_polarities_list_created_at_idx" ON "welding_polarities" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welding_polarities_search_idx" ON "welding_polarities" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welding_torches_list_name_idx" ON "welding_torches" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "welding_torches_list_description_idx" ON "welding_torches" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "welding_torches_list_created_at_idx" ON "welding_torches" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welding_torches_search_idx" ON "welding_torches" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workstation_types_list_name_idx" ON "workstation_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workstation_types_list_description_idx" ON "workstation_types" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "workstation_types_list_created_at_idx" ON "workstation_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workstation_types_search_idx" ON "workstation_types" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "procedures_list_name_idx" ON "procedures" USING btree ("client_id","is_archived",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "procedures_list_is_wps_idx" ON "procedures" USING btree ("client_id","is_archived","is_wps","id");--> statement-breakpoint
CREATE INDEX "procedures_list_is_reference_idx" ON "procedures" USING btree ("client_id","is_archived","is_reference","id");--> statement-breakpoint
CREATE INDEX "procedures_list_created_at_idx" ON "procedures" USING btree ("client_id","is_archived","created_at","id");--> statement-breakpoint
CREATE INDEX "procedures_search_idx" ON "procedures" USING gin ("name" gin_trgm_ops,"comment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_list_name_idx" ON "projects" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "projects_list_status_idx" ON "projects" USING btree ("client_id",lower("status"),"id");--> statement-breakpoint
CREATE INDEX "projects_list_created_at_idx" ON "projects" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welding_process_groups_list_name_idx" ON "welding_process_groups" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "welding_process_groups_list_created_at_idx" ON "welding_process_groups" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welding_process_groups_search_idx" ON "welding_process_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welding_processes_list_name_idx" ON "welding_processes" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "welding_processes_list_created_at_idx" ON "welding_processes" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welding_processes_search_idx" ON "welding_processes" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops,"standards" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bead_techniques_list_name_idx" ON "bead_techniques" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "bead_techniques_list_created_at_idx" ON "bead_techniques" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bead_techniques_search_idx" ON "bead_techniques" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bevel_types_list_name_idx" ON "bevel_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "bevel_types_list_description_idx" ON "bevel_types" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "bevel_types_list_created_at_idx" ON "bevel_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bevel_types_search_idx" ON "bevel_types" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welding_positions_list_name_idx" ON "welding_positions" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "welding_positions_list_description_idx" ON "welding_positions" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "welding_positions_list_created_at_idx" ON "welding_positions" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welding_positions_search_idx" ON "welding_positions" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops,"standards" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_list_name_idx" ON "companies" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_list_created_at_idx" ON "companies" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consumable_diameters_list_diameter_mm_idx" ON "consumable_diameters" USING btree ("client_id","diameter_mm","id");--> statement-breakpoint
CREATE INDEX "consumable_diameters_list_diameter_inch_dec_idx" ON "consumable_diameters" USING btree ("client_id","diameter_inch_dec","id");--> statement-breakpoint
CREATE INDEX "consumable_diameters_list_created_at_idx" ON "consumable_diameters" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "consumable_diameters_search_idx" ON "consumable_diameters" USING gin ("diameter_inch_frac" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractors_list_name_idx" ON "contractors" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "contractors_list_created_at_idx" ON "contractors" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contractors_search_idx" ON "contractors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_list_name_idx" ON "documents" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "documents_list_expired_at_idx" ON "documents" USING btree ("client_id",coalesce("expired_at", 'infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "documents_list_created_at_idx" ON "documents" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "filler_metal_classifications_list_name_idx" ON "filler_metal_classifications" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "filler_metal_classifications_list_description_idx" ON "filler_metal_classifications" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "filler_metal_classifications_list_created_at_idx" ON "filler_metal_classifications" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "filler_metal_classifications_search_idx" ON "filler_metal_classifications" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops,"standards" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "heats_list_heat_no_idx" ON "heats" USING btree ("client_id",lower("heat_no"),"id");--> statement-breakpoint
CREATE INDEX "heats_list_created_at_idx" ON "heats" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "heats_search_idx" ON "heats" USING gin ("heat_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_models_list_name_idx" ON "product_models" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "product_models_list_created_at_idx" ON "product_models" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "product_models_search_idx" ON "product_models" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workpiece_tags_list_label_idx" ON "workpiece_tags" USING btree ("client_id",lower("label"),"id");--> statement-breakpoint
CREATE INDEX "workpiece_tags_list_created_at_idx" ON "workpiece_tags" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workpiece_tags_search_idx" ON "workpiece_tags" USING gin ("label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workpiece_types_list_name_idx" ON "workpiece_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workpiece_types_list_created_at_idx" ON "workpiece_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workpiece_types_search_idx" ON "workpiece_types" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "uoms_list_name_idx" ON "uoms" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "uoms_list_is_default_idx" ON "uoms" USING btree ("client_id","is_default","id");--> statement-breakpoint
CREATE INDEX "uoms_list_created_at_idx" ON "uoms" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "uoms_search_idx" ON "uoms" USING gin ("name" gin_trgm_ops);