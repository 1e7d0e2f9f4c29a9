CREATE INDEX "back_purging_measurements_instrument_idx" ON "back_purging_measurements" USING btree ("measuring_instrument");--> statement-breakpoint
CREATE INDEX "bevel_measurements_instrument_idx" ON "bevel_measurements" USING btree ("measuring_instrument");--> statement-breakpoint
CREATE INDEX "cooling_measurements_instrument_idx" ON "cooling_measurements" USING btree ("measuring_instrument");--> statement-breakpoint
CREATE INDEX "fit_up_measurements_instrument_idx" ON "fit_up_measurements" USING btree ("measuring_instrument");--> statement-breakpoint
CREATE INDEX "heat_treatment_measurements_instrument_idx" ON "heat_treatment_measurements" USING btree ("measuring_instrument");--> statement-breakpoint
CREATE INDEX "temperature_measurements_instrument_idx" ON "temperature_measurements" USING btree ("measuring_instrument");--> statement-breakpoint
CREATE INDEX "time_lapse_measurements_instrument_idx" ON "time_lapse_measurements" USING btree ("measuring_instrument");