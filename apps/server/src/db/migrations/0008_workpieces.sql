CREATE TABLE "filler_metals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"classification" uuid,
	"manufacturer" uuid,
	"heats" uuid[] DEFAULT '{}' NOT NULL,
	"diameter" uuid,
	"description" text,
	"standards" text
);
--> statement-breakpoint
CREATE TABLE "workpiece_edges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"workpiece" uuid NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid NOT NULL,
	"outer_diameter" double precision,
	"length" double precision,
	"wall_thickness" double precision
);
--> statement-breakpoint
CREATE TABLE "workpieces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" uuid,
	"project" uuid,
	"workpiece_tags" uuid[] DEFAULT '{}' NOT NULL,
	"manufacturer_id" uuid,
	"manufacturer_workpiece_no" text,
	"heat" uuid,
	"batch" text,
	"grade" text,
	"group_iso" uuid,
	"length" double precision,
	"weight" double precision,
	"comment" text,
	"parent" uuid,
	"outer_diameter" double precision,
	"wall_thickness" double precision,
	"manufacturing_process" uuid,
	"uns_numbers" uuid[] DEFAULT '{}' NOT NULL,
	"is_cra" boolean DEFAULT false NOT NULL,
	"documents" uuid[] DEFAULT '{}' NOT NULL,
	"pcm" double precision,
	"pren" double precision,
	"ce" double precision
);
--> statement-breakpoint
ALTER TABLE "filler_metals" ADD CONSTRAINT "filler_metals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filler_metals" ADD CONSTRAINT "filler_metals_classification_filler_metal_classifications_id_fk" FOREIGN KEY ("classification") REFERENCES "public"."filler_metal_classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filler_metals" ADD CONSTRAINT "filler_metals_manufacturer_filler_metal_manufacturers_id_fk" FOREIGN KEY ("manufacturer") REFERENCES "public"."filler_metal_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filler_metals" ADD CONSTRAINT "filler_metals_diameter_consumable_diameters_id_fk" FOREIGN KEY ("diameter") REFERENCES "public"."consumable_diameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workpiece_edges" ADD CONSTRAINT "workpiece_edges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workpiece_edges" ADD CONSTRAINT "workpiece_edges_workpiece_workpieces_id_fk" FOREIGN KEY ("workpiece") REFERENCES "public"."workpieces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workpieces" ADD CONSTRAINT "workpieces_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workpieces" ADD CONSTRAINT "workpieces_type_workpiece_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."workpiece_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workpieces" ADD CONSTRAINT "workpieces_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workpieces" ADD CONSTRAINT "workpieces_manufacturer_id_companies_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workpieces" ADD CONSTRAINT "workpieces_heat_heats_id_fk" FOREIGN KEY ("heat") REFERENCES "public"."heats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workpieces" ADD CONSTRAINT "workpieces_group_iso_covered_material_isos_id_fk" FOREIGN KEY ("group_iso") REFERENCES "public"."covered_material_isos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workpieces" ADD CONSTRAINT "workpieces_manufacturing_process_manufacturing_processes_id_fk" FOREIGN KEY ("manufacturing_process") REFERENCES "public"."manufacturing_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filler_metals_client_name_idx" ON "filler_metals" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "filler_metals_client_created_idx" ON "filler_metals" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workpiece_edges_client_name_idx" ON "workpiece_edges" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workpiece_edges_client_created_idx" ON "workpiece_edges" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workpiece_edges_workpiece_name_idx" ON "workpiece_edges" USING btree ("workpiece",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "workpiece_edges_uuid_idx" ON "workpiece_edges" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "workpieces_client_name_idx" ON "workpieces" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workpieces_client_created_idx" ON "workpieces" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workpieces_parent_idx" ON "workpieces" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "workpieces_project_idx" ON "workpieces" USING btree ("project");