CREATE TABLE "instrument_types_parameters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_model" uuid NOT NULL,
	"instrument_type" uuid NOT NULL,
	"min_input_value" double precision,
	"max_input_value" double precision,
	"min_output_value" double precision,
	"max_output_value" double precision,
	"encoder_resolution" double precision,
	"diameter" double precision,
	"gear_diameter" double precision,
	"motor_reducer" double precision
);
--> statement-breakpoint
CREATE TABLE "measuring_instruments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"product_model" uuid,
	"type" uuid,
	"project" uuid,
	"utility" text,
	"calibrated_at" date,
	"expire_at" date,
	"documents" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welder_qualifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"welder" uuid NOT NULL,
	"process" uuid NOT NULL,
	"positions" uuid[] DEFAULT '{}' NOT NULL,
	"thickness_min" double precision,
	"thickness_max" double precision,
	"diameter_min" double precision,
	"diameter_max" double precision,
	"certificate" uuid,
	"qualified_at" date NOT NULL,
	"expire_at" date
);
--> statement-breakpoint
CREATE TABLE "welders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"welder_id" text NOT NULL,
	"country" text,
	"documents" uuid[] DEFAULT '{}' NOT NULL,
	"profile_picture" text,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workstations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instrument_types_parameters" ADD CONSTRAINT "instrument_types_parameters_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_types_parameters" ADD CONSTRAINT "instrument_types_parameters_product_model_product_models_id_fk" FOREIGN KEY ("product_model") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_types_parameters" ADD CONSTRAINT "instrument_types_parameters_instrument_type_measuring_instrument_types_id_fk" FOREIGN KEY ("instrument_type") REFERENCES "public"."measuring_instrument_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measuring_instruments" ADD CONSTRAINT "measuring_instruments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measuring_instruments" ADD CONSTRAINT "measuring_instruments_product_model_product_models_id_fk" FOREIGN KEY ("product_model") REFERENCES "public"."product_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measuring_instruments" ADD CONSTRAINT "measuring_instruments_type_measuring_instrument_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."measuring_instrument_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measuring_instruments" ADD CONSTRAINT "measuring_instruments_project_projects_id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welder_qualifications" ADD CONSTRAINT "welder_qualifications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welder_qualifications" ADD CONSTRAINT "welder_qualifications_welder_welders_id_fk" FOREIGN KEY ("welder") REFERENCES "public"."welders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welder_qualifications" ADD CONSTRAINT "welder_qualifications_process_welding_processes_id_fk" FOREIGN KEY ("process") REFERENCES "public"."welding_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welder_qualifications" ADD CONSTRAINT "welder_qualifications_certificate_documents_id_fk" FOREIGN KEY ("certificate") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welders" ADD CONSTRAINT "welders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstations" ADD CONSTRAINT "workstations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstations" ADD CONSTRAINT "workstations_type_workstation_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."workstation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instrument_types_parameters_model_type_unique" ON "instrument_types_parameters" USING btree ("product_model","instrument_type");--> statement-breakpoint
CREATE INDEX "instrument_types_parameters_created_idx" ON "instrument_types_parameters" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "instrument_types_parameters_type_idx" ON "instrument_types_parameters" USING btree ("instrument_type");--> statement-breakpoint
CREATE INDEX "measuring_instruments_name_idx" ON "measuring_instruments" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_serial_idx" ON "measuring_instruments" USING btree ("client_id",lower("serial_number"),"id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_calibrated_idx" ON "measuring_instruments" USING btree ("client_id","calibrated_at","id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_expire_idx" ON "measuring_instruments" USING btree ("client_id","expire_at","id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_created_idx" ON "measuring_instruments" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "measuring_instruments_model_idx" ON "measuring_instruments" USING btree ("product_model");--> statement-breakpoint
CREATE INDEX "measuring_instruments_project_idx" ON "measuring_instruments" USING btree ("project");--> statement-breakpoint
CREATE INDEX "welder_qualifications_welder_idx" ON "welder_qualifications" USING btree ("welder","qualified_at");--> statement-breakpoint
CREATE INDEX "welder_qualifications_qualified_idx" ON "welder_qualifications" USING btree ("client_id","qualified_at","id");--> statement-breakpoint
CREATE INDEX "welder_qualifications_expire_idx" ON "welder_qualifications" USING btree ("client_id","expire_at","id");--> statement-breakpoint
CREATE INDEX "welder_qualifications_created_idx" ON "welder_qualifications" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "welder_qualifications_process_idx" ON "welder_qualifications" USING btree ("process");--> statement-breakpoint
CREATE UNIQUE INDEX "welders_client_welder_id_unique" ON "welders" USING btree ("client_id","welder_id");--> statement-breakpoint
CREATE INDEX "welders_last_name_idx" ON "welders" USING btree ("client_id","deleted",lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "welders_first_name_idx" ON "welders" USING btree ("client_id","deleted",lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "welders_welder_id_idx" ON "welders" USING btree ("client_id","deleted",lower("welder_id"),"id");--> statement-breakpoint
CREATE INDEX "welders_created_idx" ON "welders" USING btree ("client_id","deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "workstations_name_idx" ON "workstations" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workstations_created_idx" ON "workstations" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workstations_type_idx" ON "workstations" USING btree ("type");