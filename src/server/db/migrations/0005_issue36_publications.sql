CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"link_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"pieces" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"unpriced_pieces" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"receipt_hash" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('new', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "pending_publications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"link_id" text NOT NULL,
	"is_new_link" boolean NOT NULL,
	"bytes_uploaded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_views" (
	"link_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "publication_views_link_id_day_visitor_hash_pk" PRIMARY KEY("link_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"title" text NOT NULL,
	"expires_at" timestamp with time zone,
	"access_code_hash" text,
	"price_display" text DEFAULT 'all' NOT NULL,
	"allow_indexing" boolean DEFAULT false NOT NULL,
	"storage_bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_status" CHECK ("publications"."status" IN ('live', 'disabled', 'blocked', 'deleted')),
	CONSTRAINT "publications_price_display" CHECK ("publications"."price_display" IN ('all', 'retail', 'none'))
);
--> statement-breakpoint
CREATE TABLE "published_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" text NOT NULL,
	"pending_id" text,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"live" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_logs" ADD COLUMN "publication_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_publications" ADD CONSTRAINT "pending_publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_files" ADD CONSTRAINT "published_files_pending_id_pending_publications_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."pending_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_link_idempotency_idx" ON "orders" USING btree ("link_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_link_client_idx" ON "orders" USING btree ("link_id","client_hash","created_at");--> statement-breakpoint
CREATE INDEX "pending_publications_created_at_idx" ON "pending_publications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_publications_link_new_idx" ON "pending_publications" USING btree ("link_id") WHERE "pending_publications"."is_new_link";--> statement-breakpoint
CREATE INDEX "publications_user_id_idx" ON "publications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "published_files_link_idx" ON "published_files" USING btree ("link_id","name");--> statement-breakpoint
CREATE INDEX "published_files_pending_idx" ON "published_files" USING btree ("pending_id");--> statement-breakpoint

-- The charge of migration 0002 with the link it publishes (issue 36): the same checks and rows,
-- the log row marked with the publication's id. Called with three arguments it is the PDF charge.
DROP FUNCTION vetrina_charge(uuid, integer, timestamptz);
--> statement-breakpoint
CREATE FUNCTION vetrina_charge(p_user_id uuid, p_images integer, p_at timestamptz, p_publication_id text DEFAULT NULL)
RETURNS TABLE (max_images integer, credits_left integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_username text;
  v_credits integer;
  v_log_id uuid;
BEGIN
  max_images := vetrina_max_images();
  IF p_images <= max_images THEN
    UPDATE users u SET crediti = u.crediti - 1, updated_at = p_at
      WHERE u.id = p_user_id AND u.crediti > 0
      RETURNING u.username, u.crediti INTO v_username, v_credits;
    IF FOUND THEN
      INSERT INTO catalog_logs (user_id, username, numero_immagini, data_generazione, created_at, publication_id)
        VALUES (p_user_id, v_username, p_images, p_at, p_at, p_publication_id)
        RETURNING id INTO v_log_id;
      INSERT INTO credit_ledger (user_id, created_at, credits_from, credits_to, reason, catalog_log_id)
        VALUES (p_user_id, p_at, v_credits + 1, v_credits, 'catalog_charge', v_log_id);
      credits_left := v_credits;
    END IF;
  END IF;
  RETURN NEXT;
END
$$;
