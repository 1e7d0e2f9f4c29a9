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
ALTER TABLE "flaw_libraries" ADD CONSTRAINT "flaw_libraries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_nde_methods" ADD CONSTRAINT "flaw_nde_methods_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_nde_methods" ADD CONSTRAINT "flaw_nde_methods_library_flaw_libraries_id_fk" FOREIGN KEY ("library") REFERENCES "public"."flaw_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_types" ADD CONSTRAINT "flaw_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flaw_types" ADD CONSTRAINT "flaw_types_nde_method_flaw_nde_methods_id_fk" FOREIGN KEY ("nde_method") REFERENCES "public"."flaw_nde_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flaw_libraries_client_name_idx" ON "flaw_libraries" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_libraries_projects_idx" ON "flaw_libraries" USING gin ("projects");--> statement-breakpoint
CREATE INDEX "flaw_nde_methods_client_name_idx" ON "flaw_nde_methods" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_nde_methods_library_name_idx" ON "flaw_nde_methods" USING btree ("library",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_types_client_name_idx" ON "flaw_types" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "flaw_types_method_name_idx" ON "flaw_types" USING btree ("nde_method",lower("name"),"id");