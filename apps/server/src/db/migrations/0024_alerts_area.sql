DROP INDEX "alerts_procedure_idx";--> statement-breakpoint
DROP INDEX "alerts_unacknowledged_idx";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "source_offset" double precision;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "alerts_list_section_idx" ON "alerts" USING btree ("client_id",lower("section"),"id");--> statement-breakpoint
CREATE INDEX "alerts_list_parameter_idx" ON "alerts" USING btree ("client_id",coalesce(lower("parameter"), ''),"id");--> statement-breakpoint
CREATE INDEX "alerts_list_type_idx" ON "alerts" USING btree ("client_id",coalesce(lower("type"), ''),"id");--> statement-breakpoint
CREATE INDEX "alerts_list_recorded_value_idx" ON "alerts" USING btree ("client_id",coalesce("recorded_value", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "alerts_search_idx" ON "alerts" USING gin ("parameter" gin_trgm_ops,"details" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_source_key_unique" ON "alerts" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "alerts_project_list_idx" ON "alerts" USING btree ("client_id","project","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_procedure_list_idx" ON "alerts" USING btree ("client_id","procedure","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_unmailed_idx" ON "alerts" USING btree ("created_at") WHERE "alerts"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_unacknowledged_idx" ON "alerts" USING btree ("client_id","created_at","id") WHERE "alerts"."acknowledged_at" is null;--> statement-breakpoint
UPDATE "alerts" SET "source_key" = "source_kind" || '/' || "source_id" WHERE "source_key" IS NULL AND "source_id" IS NOT NULL;--> statement-breakpoint
UPDATE "alerts" SET "mailed_at" = "created_at" WHERE "mailed_at" IS NULL;
