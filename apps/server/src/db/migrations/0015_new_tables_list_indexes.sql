DROP INDEX "instrument_types_parameters_created_idx";--> statement-breakpoint
DROP INDEX "measuring_instruments_name_idx";--> statement-breakpoint
DROP INDEX "measuring_instruments_serial_idx";--> statement-breakpoint
DROP INDEX "measuring_instruments_calibrated_idx";--> statement-breakpoint
DROP INDEX "measuring_instruments_expire_idx";--> statement-breakpoint
DROP INDEX "measuring_instruments_created_idx";--> statement-breakpoint
DROP INDEX "welder_qualifications_qualified_idx";--> statement-breakpoint
DROP INDEX "welder_qualifications_expire_idx";--> statement-breakpoint
DROP INDEX "welder_qualifications_created_idx";--> statement-breakpoint
DROP INDEX "welders_last_name_idx";--> statement-breakpoint
DROP INDEX "welders_first_name_idx";--> statement-breakpoint
DROP INDEX "welders_welder_id_idx";--> statement-breakpoint
DROP INDEX "welders_created_idx";--> statement-breakpoint
DROP INDEX "workstations_name_idx";--> statement-breakpoint
DROP INDEX "workstations_created_idx";--> statement-breakpoint
DROP INDEX "cut_outs_client_created_idx";--> statement-breakpoint
DROP INDEX "cycles_client_created_idx";--> statement-breakpoint
DROP INDEX "flaw_attachments_client_name_idx";--> statement-breakpoint
DROP INDEX "flaw_libraries_client_name_idx";--> statement-breakpoint
DROP INDEX "flaw_nde_methods_client_name_idx";--> statement-breakpoint
DROP INDEX "flaw_types_client_name_idx";--> statement-breakpoint
DROP INDEX "flaws_client_created_idx";--> statement-breakpoint
DROP INDEX "welds_client_created_idx";--> statement-breakpoint
DROP INDEX "welds_client_name_idx";--> statement-breakpoint
DROP INDEX "filler_metals_client_name_idx";--> statement-breakpoint
DROP INDEX "filler_metals_client_created_idx";--> statement-breakpoint
DROP INDEX "workpiece_edges_client_name_idx";--> statement-breakpoint
DROP INDEX "workpiece_edges_client_created_idx";--> statement-breakpoint
DROP INDEX "workpieces_client_name_idx";--> statement-breakpoint
DROP INDEX "workpieces_client_created_idx";--> statement-breakpoint
CREATE INDEX "instrument_types_parameters_list_created_at_idx" ON "instrument_types_parameters" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_list_name_idx" ON "measuring_instruments" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_list_serial_number_idx" ON "measuring_instruments" USING btree ("client_id",lower("serial_number"),"id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_list_calibrated_at_idx" ON "measuring_instruments" USING btree ("client_id",coalesce("calibrated_at", 'infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_list_expire_at_idx" ON "measuring_instruments" USING btree ("client_id",coalesce("expire_at", 'infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_list_created_at_idx" ON "measuring_instruments" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_search_idx" ON "measuring_instruments" USING gin ("name" gin_trgm_ops,"serial_number" gin_trgm_ops,"utility" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welder_qualifications_list_qualified_at_idx" ON "welder_qualifications" USING btree ("client_id","qualified_at","id");--> statement-breakpoint
CREATE INDEX "welder_qualifications_list_expire_at_idx" ON "welder_qualifications" USING btree ("client_id",coalesce("expire_at", 'infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "welder_qualifications_list_created_at_idx" ON "welder_qualifications" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welders_list_welder_id_idx" ON "welders" USING btree ("client_id","deleted",lower("welder_id"),"id");--> statement-breakpoint
CREATE INDEX "welders_list_last_name_idx" ON "welders" USING btree ("client_id","deleted",lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "welders_list_first_name_idx" ON "welders" USING btree ("client_id","deleted",lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "welders_list_created_at_idx" ON "welders" USING btree ("client_id","deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "welders_search_idx" ON "welders" USING gin ("welder_id" gin_trgm_ops,"last_name" gin_trgm_ops,"first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workstations_list_name_idx" ON "workstations" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workstations_list_created_at_idx" ON "workstations" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workstations_search_idx" ON "workstations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cut_outs_list_created_at_idx" ON "cut_outs" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cycles_list_created_at_idx" ON "cycles" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cycles_list_started_at_idx" ON "cycles" USING btree ("client_id",coalesce("started_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "cycles_list_ended_at_idx" ON "cycles" USING btree ("client_id",coalesce("ended_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "cycles_list_acquisition_status_idx" ON "cycles" USING btree ("client_id",lower("acquisition_status"),"id");--> statement-breakpoint
CREATE INDEX "cycles_search_idx" ON "cycles" USING gin ("comment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flaw_attachments_list_name_idx" ON "flaw_attachments" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_attachments_list_created_at_idx" ON "flaw_attachments" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flaw_attachments_search_idx" ON "flaw_attachments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flaw_libraries_list_name_idx" ON "flaw_libraries" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_libraries_list_created_at_idx" ON "flaw_libraries" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flaw_libraries_search_idx" ON "flaw_libraries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flaw_nde_methods_list_name_idx" ON "flaw_nde_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_nde_methods_list_created_at_idx" ON "flaw_nde_methods" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flaw_nde_methods_search_idx" ON "flaw_nde_methods" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flaw_types_list_name_idx" ON "flaw_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_types_list_acronym_idx" ON "flaw_types" USING btree ("client_id",coalesce(lower("acronym"), ''),"id");--> statement-breakpoint
CREATE INDEX "flaw_types_list_created_at_idx" ON "flaw_types" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flaw_types_search_idx" ON "flaw_types" USING gin ("name" gin_trgm_ops,"acronym" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flaws_list_created_at_idx" ON "flaws" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flaws_list_updated_at_idx" ON "flaws" USING btree ("client_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "flaws_list_status_idx" ON "flaws" USING btree ("client_id",lower("status"),"id");--> statement-breakpoint
CREATE INDEX "flaws_list_result_idx" ON "flaws" USING btree ("client_id",lower("result"),"id");--> statement-breakpoint
CREATE INDEX "flaws_list_sanction_idx" ON "flaws" USING btree ("client_id",coalesce(lower("sanction"), ''),"id");--> statement-breakpoint
CREATE INDEX "flaws_search_idx" ON "flaws" USING gin ("comment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welds_list_name_idx" ON "welds" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "welds_list_internal_name_idx" ON "welds" USING btree ("client_id",coalesce(lower("internal_name"), ''),"id");--> statement-breakpoint
CREATE INDEX "welds_list_started_at_idx" ON "welds" USING btree ("client_id",coalesce("started_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "welds_list_ended_at_idx" ON "welds" USING btree ("client_id",coalesce("ended_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "welds_list_created_at_idx" ON "welds" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welds_search_idx" ON "welds" USING gin ("name" gin_trgm_ops,"internal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "filler_metals_list_name_idx" ON "filler_metals" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "filler_metals_list_created_at_idx" ON "filler_metals" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "filler_metals_search_idx" ON "filler_metals" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workpiece_edges_list_name_idx" ON "workpiece_edges" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workpiece_edges_list_created_at_idx" ON "workpiece_edges" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workpiece_edges_search_idx" ON "workpiece_edges" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workpieces_list_name_idx" ON "workpieces" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workpieces_list_grade_idx" ON "workpieces" USING btree ("client_id",coalesce(lower("grade"), ''),"id");--> statement-breakpoint
CREATE INDEX "workpieces_list_batch_idx" ON "workpieces" USING btree ("client_id",coalesce(lower("batch"), ''),"id");--> statement-breakpoint
CREATE INDEX "workpieces_list_length_idx" ON "workpieces" USING btree ("client_id",coalesce("length", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "workpieces_list_weight_idx" ON "workpieces" USING btree ("client_id",coalesce("weight", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "workpieces_list_outer_diameter_idx" ON "workpieces" USING btree ("client_id",coalesce("outer_diameter", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "workpieces_list_wall_thickness_idx" ON "workpieces" USING btree ("client_id",coalesce("wall_thickness", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "workpieces_list_created_at_idx" ON "workpieces" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workpieces_search_idx" ON "workpieces" USING gin ("name" gin_trgm_ops,"grade" gin_trgm_ops,"batch" gin_trgm_ops,"manufacturer_workpiece_no" gin_trgm_ops);