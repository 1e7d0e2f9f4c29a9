ALTER TABLE "users" ADD COLUMN "project" uuid;--> statement-breakpoint
CREATE INDEX "users_project_idx" ON "users" USING btree ("project");