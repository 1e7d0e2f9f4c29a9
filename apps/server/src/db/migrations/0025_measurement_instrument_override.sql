ALTER TABLE "back_purging_measurements" ADD COLUMN "instrument_override" jsonb;--> statement-breakpoint
ALTER TABLE "bevel_measurements" ADD COLUMN "instrument_override" jsonb;--> statement-breakpoint
ALTER TABLE "cooling_measurements" ADD COLUMN "instrument_override" jsonb;--> statement-breakpoint
ALTER TABLE "fit_up_measurements" ADD COLUMN "instrument_override" jsonb;--> statement-breakpoint
ALTER TABLE "heat_treatment_measurements" ADD COLUMN "instrument_override" jsonb;--> statement-breakpoint
ALTER TABLE "temperature_measurements" ADD COLUMN "instrument_override" jsonb;--> statement-breakpoint
ALTER TABLE "time_lapse_measurements" ADD COLUMN "instrument_override" jsonb;