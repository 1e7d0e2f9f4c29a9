CREATE TABLE "arc_chunks" (
	"stream" uuid NOT NULL,
	"seq" integer NOT NULL,
	"t0_us" bigint NOT NULL,
	"samples" integer NOT NULL,
	"body_hash" text NOT NULL,
	"file_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"first_index" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arc_chunks_stream_seq_pk" PRIMARY KEY("stream","seq")
);
--> statement-breakpoint
CREATE TABLE "arc_stream_contexts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stream" uuid NOT NULL,
	"t_us" bigint NOT NULL,
	"weld" uuid,
	"welder" uuid,
	"pass_group" uuid,
	"filler_metal" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arc_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"edge_server" uuid NOT NULL,
	"project" uuid,
	"workstation" uuid NOT NULL,
	"torch" integer NOT NULL,
	"sample_rate" integer NOT NULL,
	"t0_us" bigint NOT NULL,
	"next_seq" integer DEFAULT 0 NOT NULL,
	"next_index" bigint DEFAULT 0 NOT NULL,
	"checkpoint" jsonb,
	"error" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edge_servers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"token_hash" text,
	"token_issued_at" timestamp with time zone,
	"last_ping_at" timestamp with time zone,
	"hostname" text,
	"version" text,
	"distribution" text,
	"network_devices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_time" text,
	CONSTRAINT "edge_servers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "stream" uuid;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "start_index" bigint;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "stop_index" bigint;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "raw_from" bigint;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "raw_to" bigint;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "arc_time" double precision;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "torch_energy" double precision;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "arc_stats" jsonb;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "verdict" jsonb;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "alerts" jsonb;--> statement-breakpoint
ALTER TABLE "arc_chunks" ADD CONSTRAINT "arc_chunks_stream_arc_streams_id_fk" FOREIGN KEY ("stream") REFERENCES "public"."arc_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_stream_contexts" ADD CONSTRAINT "arc_stream_contexts_stream_arc_streams_id_fk" FOREIGN KEY ("stream") REFERENCES "public"."arc_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_streams" ADD CONSTRAINT "arc_streams_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_streams" ADD CONSTRAINT "arc_streams_edge_server_users_id_fk" FOREIGN KEY ("edge_server") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edge_servers" ADD CONSTRAINT "edge_servers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edge_servers" ADD CONSTRAINT "edge_servers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arc_stream_contexts_stream_t_unique" ON "arc_stream_contexts" USING btree ("stream","t_us");--> statement-breakpoint
CREATE INDEX "arc_streams_edge_server_idx" ON "arc_streams" USING btree ("edge_server","created_at");--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_stream_arc_streams_id_fk" FOREIGN KEY ("stream") REFERENCES "public"."arc_streams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycles_event_key_unique" ON "cycles" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "cycles_stream_idx" ON "cycles" USING btree ("stream","start_index");