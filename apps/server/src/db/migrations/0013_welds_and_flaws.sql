CREATE TABLE "cut_outs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"weld" uuid NOT NULL,
	"project" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"weld" uuid,
	"project" uuid,
	"procedure" uuid,
	"comment" text,
	"weld_side" text,
	"acquisition_status" text DEFAULT 'created' NOT NULL,
	"acquisition_error" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"start_position" double precision,
	"end_position" double precision,
	"wire_feed_speed" double precision,
	"travel_speed" double precision,
	"with_torch_1" boolean DEFAULT false NOT NULL,
	"pass_group_torch_1" uuid,
	"welding_process_torch_1" uuid,
	"with_heat_input_torch_1" boolean DEFAULT false NOT NULL,
	"k_factor_torch_1" double precision,
	"cycle_edge_torch_1" uuid,
	"filler_metal_torch_1" uuid,
	"welder_torch_1" uuid,
	"bead_length_torch_1" double precision,
	"with_torch_2" boolean DEFAULT false NOT NULL,
	"pass_group_torch_2" uuid,
	"welding_process_torch_2" uuid,
	"with_heat_input_torch_2" boolean DEFAULT false NOT NULL,
	"k_factor_torch_2" double precision,
	"cycle_edge_torch_2" uuid,
	"filler_metal_torch_2" uuid,
	"welder_torch_2" uuid,
	"bead_length_torch_2" double precision,
	"mean_u" double precision,
	"rms_u" double precision,
	"mean_i" double precision,
	"rms_i" double precision,
	"mean_wfs" double precision,
	"rms_wfs" double precision,
	"mean_ts" double precision,
	"rms_ts" double precision,
	"arc_energy" double precision,
	"heat_input" double precision
);
--> statement-breakpoint
CREATE TABLE "flaw_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"flaw" uuid NOT NULL,
	"name" text NOT NULL,
	"file" uuid NOT NULL,
	"default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flaw_libraries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"projects" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flaw_nde_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"library" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flaw_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"acronym" text,
	"comment" text,
	"nde_method" uuid NOT NULL,
	"with_start_position" boolean DEFAULT false NOT NULL,
	"with_end_position" boolean DEFAULT false NOT NULL,
	"with_length" boolean DEFAULT false NOT NULL,
	"with_depth" boolean DEFAULT false NOT NULL,
	"with_height" boolean DEFAULT false NOT NULL,
	"with_width" boolean DEFAULT false NOT NULL,
	"with_diameter" boolean DEFAULT false NOT NULL,
	"with_angle" boolean DEFAULT false NOT NULL,
	"with_cluster_diameter" boolean DEFAULT false NOT NULL,
	"with_quantity" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flaws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"weld" uuid NOT NULL,
	"project" uuid NOT NULL,
	"library" uuid NOT NULL,
	"nde_method" uuid NOT NULL,
	"type" uuid NOT NULL,
	"related_to" uuid,
	"status" text NOT NULL,
	"result" text NOT NULL,
	"sanction" text,
	"repaired_by" uuid,
	"start_position" double precision,
	"end_position" double precision,
	"length" double precision,
	"depth" double precision,
	"height" double precision,
	"width" double precision,
	"diameter" double precision,
	"cluster_diameter" double precision,
	"angle" double precision,
	"quantity" integer,
	"discontinued" boolean DEFAULT false NOT NULL,
	"comment" text,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "welds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project" uuid NOT NULL,
	"name" text NOT NULL,
	"internal_name" text,
	"procedure" uuid NOT NULL,
	"workpiece_edge_1" uuid,
	"workpiece_edge_2" uuid,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"completed" boolean DEFAULT false NOT NULL,
	"scanned" boolean DEFAULT false NOT NULL,
	"is_cut_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cut_outs" ADD CONSTRAINT "cut_outs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_outs" ADD CONSTRAINT "cut_outs_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_outs" ADD CONSTRAINT "cut_outs_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_pass_group_torch_1_pass_groups_id_fk" FOREIGN KEY ("pass_group_torch_1") REFERENCES "public"."pass_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_welding_process_torch_1_welding_processes_id_fk" FOREIGN KEY ("welding_process_torch_1") REFERENCES "public"."welding_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_cycle_edge_torch_1_workpiece_edges_id_fk" FOREIGN KEY ("cycle_edge_torch_1") REFERENCES "public"."workpiece_edges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_filler_metal_torch_1_filler_metals_id_fk" FOREIGN KEY ("filler_metal_torch_1") REFERENCES "public"."filler_metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_pass_group_torch_2_pass_groups_id_fk" FOREIGN KEY ("pass_group_torch_2") REFERENCES "public"."pass_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_welding_process_torch_2_welding_processes_id_fk" FOREIGN KEY ("welding_process_torch_2") REFERENCES "public"."welding_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_cycle_edge_torch_2_workpiece_edges_id_fk" FOREIGN KEY ("cycle_edge_torch_2") REFERENCES "public"."workpiece_edges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_filler_metal_torch_2_filler_metals_id_fk" FOREIGN KEY ("filler_metal_torch_2") REFERENCES "public"."filler_metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_attachments" ADD CONSTRAINT "flaw_attachments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_attachments" ADD CONSTRAINT "flaw_attachments_flaw_flaws_id_fk" FOREIGN KEY ("flaw") REFERENCES "public"."flaws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_attachments" ADD CONSTRAINT "flaw_attachments_file_files_id_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_libraries" ADD CONSTRAINT "flaw_libraries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_nde_methods" ADD CONSTRAINT "flaw_nde_methods_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_nde_methods" ADD CONSTRAINT "flaw_nde_methods_library_flaw_libraries_id_fk" FOREIGN KEY ("library") REFERENCES "public"."flaw_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_types" ADD CONSTRAINT "flaw_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_types" ADD CONSTRAINT "flaw_types_nde_method_flaw_nde_methods_id_fk" FOREIGN KEY ("nde_method") REFERENCES "public"."flaw_nde_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaws" ADD CONSTRAINT "flaws_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaws" ADD CONSTRAINT "flaws_weld_welds_id_fk" FOREIGN KEY ("weld") REFERENCES "public"."welds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaws" ADD CONSTRAINT "flaws_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaws" ADD CONSTRAINT "flaws_library_flaw_libraries_id_fk" FOREIGN KEY ("library") REFERENCES "public"."flaw_libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaws" ADD CONSTRAINT "flaws_nde_method_flaw_nde_methods_id_fk" FOREIGN KEY ("nde_method") REFERENCES "public"."flaw_nde_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaws" ADD CONSTRAINT "flaws_type_flaw_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."flaw_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaws" ADD CONSTRAINT "flaws_related_to_flaws_id_fk" FOREIGN KEY ("related_to") REFERENCES "public"."flaws"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaws" ADD CONSTRAINT "flaws_repaired_by_welds_id_fk" FOREIGN KEY ("repaired_by") REFERENCES "public"."welds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welds" ADD CONSTRAINT "welds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welds" ADD CONSTRAINT "welds_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welds" ADD CONSTRAINT "welds_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welds" ADD CONSTRAINT "welds_workpiece_edge_1_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_1") REFERENCES "public"."workpiece_edges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welds" ADD CONSTRAINT "welds_workpiece_edge_2_workpiece_edges_id_fk" FOREIGN KEY ("workpiece_edge_2") REFERENCES "public"."workpiece_edges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cut_outs_weld_idx" ON "cut_outs" USING btree ("weld");--> statement-breakpoint
CREATE INDEX "cut_outs_client_created_idx" ON "cut_outs" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cut_outs_project_created_idx" ON "cut_outs" USING btree ("project","created_at","id");--> statement-breakpoint
CREATE INDEX "cycles_client_created_idx" ON "cycles" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cycles_weld_idx" ON "cycles" USING btree ("weld","started_at");--> statement-breakpoint
CREATE INDEX "cycles_project_idx" ON "cycles" USING btree ("project","created_at","id");--> statement-breakpoint
CREATE INDEX "flaw_attachments_client_name_idx" ON "flaw_attachments" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_attachments_flaw_idx" ON "flaw_attachments" USING btree ("flaw",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_libraries_client_name_idx" ON "flaw_libraries" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_libraries_projects_idx" ON "flaw_libraries" USING gin ("projects");--> statement-breakpoint
CREATE INDEX "flaw_nde_methods_client_name_idx" ON "flaw_nde_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_nde_methods_library_name_idx" ON "flaw_nde_methods" USING btree ("library",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_types_client_name_idx" ON "flaw_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_types_method_name_idx" ON "flaw_types" USING btree ("nde_method",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaws_client_created_idx" ON "flaws" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flaws_weld_created_idx" ON "flaws" USING btree ("weld","created_at","id");--> statement-breakpoint
CREATE INDEX "flaws_project_idx" ON "flaws" USING btree ("project","created_at","id");--> statement-breakpoint
CREATE INDEX "flaws_type_idx" ON "flaws" USING btree ("type");--> statement-breakpoint
CREATE INDEX "flaws_repaired_by_idx" ON "flaws" USING btree ("repaired_by");--> statement-breakpoint
CREATE INDEX "flaws_related_to_idx" ON "flaws" USING btree ("related_to");--> statement-breakpoint
CREATE INDEX "welds_client_created_idx" ON "welds" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welds_client_name_idx" ON "welds" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "welds_project_created_idx" ON "welds" USING btree ("project","created_at","id");--> statement-breakpoint
CREATE INDEX "welds_procedure_idx" ON "welds" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "welds_edge_1_idx" ON "welds" USING btree ("workpiece_edge_1");--> statement-breakpoint
CREATE INDEX "welds_edge_2_idx" ON "welds" USING btree ("workpiece_edge_2");