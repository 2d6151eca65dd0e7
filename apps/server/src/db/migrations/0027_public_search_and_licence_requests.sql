CREATE TABLE "licence_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_id" integer NOT NULL,
	"name" text NOT NULL,
	"organisation" text NOT NULL,
	"mail" text NOT NULL,
	"intended_use" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_replies" ADD CONSTRAINT "licence_replies_request_id_licence_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."licence_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_replies" ADD CONSTRAINT "licence_replies_staff_id_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_requests" ADD CONSTRAINT "licence_requests_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_replies_request_idx" ON "licence_replies" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "licence_requests_created_idx" ON "licence_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "licence_requests_status_idx" ON "licence_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "work_tags_tag_idx" ON "work_tags" USING btree ("tag_id","work_id");--> statement-breakpoint
-- /public/videos' search (docs/decisions/0060). The cluster has no locale (initdb --no-locale), so
-- pg_trgm and the text search parsers see no letters in Chinese. These tokens do not depend on it:
-- each run of ASCII letters and digits is a lower-cased word (searched as a prefix), and each run of
-- other characters gives every character and every pair of neighbours, so a Chinese phrase is found
-- by its pairs. IMMUTABLE: the server encoding is always UTF8.
CREATE FUNCTION search_tokens(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT tok), '{}') FROM (
    SELECT lower(w[1]) AS tok FROM regexp_matches(t, '([A-Za-z0-9]+)', 'g') w
    UNION ALL
    SELECT substr(r[1], i, n) FROM regexp_matches(t, '([^\x01-\x7f\u3000[:space:]]+)', 'g') r,
      generate_series(1, char_length(r[1])) i, (VALUES (1), (2)) pair(n)
  ) s
$$;--> statement-breakpoint
-- A search box's words as the query over those tokens: every token must be there, words as prefixes.
CREATE FUNCTION search_query(q text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT string_agg(quote_literal(tok) || CASE WHEN tok ~ '^[a-z0-9]+$' THEN ':*' ELSE '' END, ' & ')::tsquery
  FROM unnest(search_tokens(q)) tok
$$;--> statement-breakpoint
CREATE INDEX "works_search_idx" ON "works" USING gin (array_to_tsvector(search_tokens("title" || ' ' || "description" || ' ' || coalesce("location", '')))) WHERE "works"."public_at" IS NOT NULL AND "works"."audit_status" = 1;--> statement-breakpoint
CREATE INDEX "works_public_owner_idx" ON "works" USING btree ("owner_id","public_at","id") WHERE "works"."public_at" IS NOT NULL AND "works"."audit_status" = 1;