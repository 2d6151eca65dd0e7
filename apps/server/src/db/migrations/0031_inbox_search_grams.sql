-- Hand-written: the support inbox's search (decision 0059). Each distinct pair of neighbouring
-- characters of a text, lowercased; a text of one character is that character. Locale-free:
-- pg_trgm ignores Chinese in a database without a locale (the embedded one's --no-locale), and
-- the full-text parser does not split Chinese at all.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}')
  FROM generate_series(1, greatest(length(t) - 1, 1)) AS i
$$;
