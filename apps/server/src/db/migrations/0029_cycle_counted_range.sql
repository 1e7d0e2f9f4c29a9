ALTER TABLE "cycles" ADD COLUMN "counted_from" bigint;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "counted_to" bigint;