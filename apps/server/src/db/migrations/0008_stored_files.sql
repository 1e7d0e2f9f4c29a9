ALTER TABLE "bevels" ALTER COLUMN "drawing_filename" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bevels" ADD COLUMN "drawing_file" uuid;--> statement-breakpoint
ALTER TABLE "heat_treatments" ADD COLUMN "procedure_document_file" uuid;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "wps_document_file" uuid;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "assembly_drawing_file" uuid;--> statement-breakpoint
ALTER TABLE "bevels" ADD CONSTRAINT "bevels_drawing_file_files_id_fk" FOREIGN KEY ("drawing_file") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_treatments" ADD CONSTRAINT "heat_treatments_procedure_document_file_files_id_fk" FOREIGN KEY ("procedure_document_file") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_wps_document_file_files_id_fk" FOREIGN KEY ("wps_document_file") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_assembly_drawing_file_files_id_fk" FOREIGN KEY ("assembly_drawing_file") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Issue 9: keep links that name a stored file of the same client; free addresses are dropped.
UPDATE "bevels" AS t SET "drawing_file" = f."id", "drawing_filename" = f."filename" FROM "files" AS f WHERE t."drawing_url" ~* '^/api/s3/download/[A-Za-z]+/[0-9a-f-]{36}$' AND f."id" = substring(t."drawing_url" from '[0-9a-fA-F-]{36}$')::uuid AND f."client_id" = t."client_id";--> statement-breakpoint
UPDATE "bevels" SET "drawing_filename" = NULL WHERE "drawing_file" IS NULL;--> statement-breakpoint
-- Issue 9: keep links that name a stored file of the same client; free addresses are dropped.
UPDATE "heat_treatments" AS t SET "procedure_document_file" = f."id", "procedure_document_filename" = f."filename" FROM "files" AS f WHERE t."procedure_document_url" ~* '^/api/s3/download/[A-Za-z]+/[0-9a-f-]{36}$' AND f."id" = substring(t."procedure_document_url" from '[0-9a-fA-F-]{36}$')::uuid AND f."client_id" = t."client_id";--> statement-breakpoint
UPDATE "heat_treatments" SET "procedure_document_filename" = NULL WHERE "procedure_document_file" IS NULL;--> statement-breakpoint
-- Issue 9: keep links that name a stored file of the same client; free addresses are dropped.
UPDATE "procedures" AS t SET "wps_document_file" = f."id", "wps_document_filename" = f."filename" FROM "files" AS f WHERE t."wps_document_url" ~* '^/api/s3/download/[A-Za-z]+/[0-9a-f-]{36}$' AND f."id" = substring(t."wps_document_url" from '[0-9a-fA-F-]{36}$')::uuid AND f."client_id" = t."client_id";--> statement-breakpoint
UPDATE "procedures" SET "wps_document_filename" = NULL WHERE "wps_document_file" IS NULL;--> statement-breakpoint
-- Issue 9: keep links that name a stored file of the same client; free addresses are dropped.
UPDATE "procedures" AS t SET "assembly_drawing_file" = f."id", "assembly_drawing_filename" = f."filename" FROM "files" AS f WHERE t."assembly_drawing_url" ~* '^/api/s3/download/[A-Za-z]+/[0-9a-f-]{36}$' AND f."id" = substring(t."assembly_drawing_url" from '[0-9a-fA-F-]{36}$')::uuid AND f."client_id" = t."client_id";--> statement-breakpoint
UPDATE "procedures" SET "assembly_drawing_filename" = NULL WHERE "assembly_drawing_file" IS NULL;--> statement-breakpoint
ALTER TABLE "bevels" DROP COLUMN "drawing_url";--> statement-breakpoint
ALTER TABLE "heat_treatments" DROP COLUMN "procedure_document_url";--> statement-breakpoint
ALTER TABLE "procedures" DROP COLUMN "wps_document_url";--> statement-breakpoint
ALTER TABLE "procedures" DROP COLUMN "assembly_drawing_url";