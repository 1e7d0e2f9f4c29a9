CREATE TABLE "import_refusals" (
	"import_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"name" text NOT NULL,
	"codes" jsonb NOT NULL,
	CONSTRAINT "import_refusals_import_id_n_pk" PRIMARY KEY("import_id","n")
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"n" integer,
	"created" boolean NOT NULL,
	CONSTRAINT "import_rows_import_id_resource_record_id_pk" PRIMARY KEY("import_id","resource","record_id")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"import_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"rows_total" integer,
	"rows_saved" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_refused" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"last_chunk" integer DEFAULT -1 NOT NULL,
	"failure" jsonb
);
--> statement-breakpoint
ALTER TABLE "import_refusals" ADD CONSTRAINT "import_refusals_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_list_idx" ON "imports" USING btree ("client_id","import_key","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "imports_running_idx" ON "imports" USING btree ("status") WHERE "imports"."status" = 'running';