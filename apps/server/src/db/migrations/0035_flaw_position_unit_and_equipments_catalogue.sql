ALTER TABLE "flaw_types" ADD COLUMN "position_unit" text DEFAULT 'mm' NOT NULL;--> statement-breakpoint
CREATE TABLE "equipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_system" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipments_list_name_idx" ON "equipments" USING btree ("client_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "equipments_list_description_idx" ON "equipments" USING btree ("client_id",coalesce(lower("description"), ''),"id");--> statement-breakpoint
CREATE INDEX "equipments_list_created_at_idx" ON "equipments" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "equipments_search_idx" ON "equipments" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "equipments_name_unique" ON "equipments" USING btree ("client_id",lower("name"));--> statement-breakpoint
-- The free-text equipment of existing heat treatments becomes one catalogue entry per client and name.
INSERT INTO "equipments" ("id", "client_id", "name")
  SELECT gen_random_uuid(), "client_id", min(trim("equipment")) FROM "heat_treatments"
  WHERE "equipment" IS NOT NULL AND trim("equipment") <> ''
  GROUP BY "client_id", lower(trim("equipment"));--> statement-breakpoint
ALTER TABLE "heat_treatments" ADD COLUMN "equipment_entry" uuid;--> statement-breakpoint
UPDATE "heat_treatments" SET "equipment_entry" = "equipments"."id" FROM "equipments"
  WHERE "equipments"."client_id" = "heat_treatments"."client_id" AND lower("equipments"."name") = lower(trim("heat_treatments"."equipment"));--> statement-breakpoint
ALTER TABLE "heat_treatments" DROP COLUMN "equipment";--> statement-breakpoint
ALTER TABLE "heat_treatments" RENAME COLUMN "equipment_entry" TO "equipment";--> statement-breakpoint
ALTER TABLE "heat_treatments" ADD CONSTRAINT "heat_treatments_equipment_equipments_id_fk" FOREIGN KEY ("equipment") REFERENCES "public"."equipments"("id") ON DELETE no action ON UPDATE no action;