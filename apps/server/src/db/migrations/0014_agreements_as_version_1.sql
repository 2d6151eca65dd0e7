-- Hand-written (drizzle-kit generate --custom): each agreement an install already has becomes its
-- version 1, with its last change as the version's time and no author (the seed wrote it). The
-- next migration drops the old one-row-per-type table. Keep this file when migrations are renumbered.
INSERT INTO "agreement_versions" ("type", "version", "title", "title_zh", "content", "content_zh", "author_id", "created_at")
SELECT "type", 1, "title", "title_zh", "content", "content_zh", NULL, "updated_at" FROM "agreements"
ON CONFLICT DO NOTHING;
