ALTER TABLE "admins" ADD COLUMN "notifications_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "catalog_logs_user_id_idx" ON "catalog_logs" USING btree ("user_id");