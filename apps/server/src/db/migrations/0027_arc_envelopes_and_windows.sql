CREATE TABLE "arc_envelopes" (
	"stream" uuid NOT NULL,
	"hz" integer NOT NULL,
	"from_index" bigint NOT NULL,
	"to_index" bigint NOT NULL,
	"from_us" bigint NOT NULL,
	"bucket_samples" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "arc_envelopes_stream_hz_from_index_pk" PRIMARY KEY("stream","hz","from_index")
);
--> statement-breakpoint
CREATE TABLE "arc_windows" (
	"stream" uuid NOT NULL,
	"from_index" bigint NOT NULL,
	"to_index" bigint NOT NULL,
	"from_us" bigint NOT NULL,
	"cycle" integer NOT NULL,
	"stats" jsonb NOT NULL,
	CONSTRAINT "arc_windows_stream_from_index_pk" PRIMARY KEY("stream","from_index")
);
--> statement-breakpoint
ALTER TABLE "arc_envelopes" ADD CONSTRAINT "arc_envelopes_stream_arc_streams_id_fk" FOREIGN KEY ("stream") REFERENCES "public"."arc_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_windows" ADD CONSTRAINT "arc_windows_stream_arc_streams_id_fk" FOREIGN KEY ("stream") REFERENCES "public"."arc_streams"("id") ON DELETE cascade ON UPDATE no action;