DROP INDEX "messages_text_grams_idx";--> statement-breakpoint
CREATE INDEX "messages_text_search_idx" ON "messages" USING gin (array_to_tsvector(search_tokens("text")));--> statement-breakpoint
-- Hand-written: the inbox now searches with /public/videos' tokens (decision 0063); its own pairs
-- function goes with its index.
DROP FUNCTION search_grams(text);
