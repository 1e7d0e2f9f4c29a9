DROP INDEX "users_client_idx";--> statement-breakpoint
CREATE INDEX "clients_list_name_idx" ON "clients" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_list_created_at_idx" ON "clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_list_last_name_idx" ON "users" USING btree ("client_id",lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_list_first_name_idx" ON "users" USING btree ("client_id",lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_list_email_idx" ON "users" USING btree ("client_id",lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_list_created_at_idx" ON "users" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("first_name" gin_trgm_ops,"last_name" gin_trgm_ops,"email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "welding_process_group_trigger_conditions_list_created_at_idx" ON "welding_process_group_trigger_conditions" USING btree ("client_id","created_at","id");