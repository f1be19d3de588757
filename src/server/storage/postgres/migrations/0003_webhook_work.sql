CREATE TABLE "instagram_sends" (
	"key" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"state" text NOT NULL,
	"started_at" bigint NOT NULL,
	"result_id" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"received_at" bigint NOT NULL,
	"account_ids" text[] NOT NULL,
	"verified" boolean NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "webhook_deliveries_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "webhook_event_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"seen_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" bigint,
	"failed_at" bigint,
	"last_error" text,
	CONSTRAINT "webhook_jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "instagram_sends_account" ON "instagram_sends" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_accounts" ON "webhook_deliveries" USING gin ("account_ids");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_received" ON "webhook_deliveries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "webhook_event_keys_seen" ON "webhook_event_keys" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "webhook_jobs_due" ON "webhook_jobs" USING btree ("run_at") WHERE failed_at IS NULL;