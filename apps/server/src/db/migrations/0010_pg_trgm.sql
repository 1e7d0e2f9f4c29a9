-- Trigram indexes serve the lists' substring search (ILIKE '%…%'); PGlite loads the extension in db/client.ts.
create extension if not exists pg_trgm;
