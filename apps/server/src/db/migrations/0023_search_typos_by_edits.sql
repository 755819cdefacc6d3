-- Search reads whose cost does not grow with the tables.
--
-- One typo tolerated, found by looking up the word's one-edit variants instead of its trigram
-- neighbours. search_words holds every pseudo as well as the texts' words: with trigrams at a
-- similarity of 0.2, a 6-letter word shares two trigrams (its first letters) with every pseudo
-- that starts like it, and the index handed 100,000 candidates to recheck for one typo on
-- 100,000 members (0.9 s per search; bench/results.md, session 17). The variants (every letter
-- dropped, replaced, inserted, or two neighbours swapped: about 70 per letter) are looked up in
-- the primary key, a cost that does not grow with the table, and they are exactly the words
-- kollabo_one_edit accepts.
CREATE OR REPLACE FUNCTION kollabo_one_edit_variants(word text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  DECLARE
    letters constant text[] := string_to_array('abcdefghijklmnopqrstuvwxyz0123456789', NULL);
    n integer := length(word);
    out text[] := '{}';
    c text;
  BEGIN
    FOR i IN 1 .. n + 1 LOOP
      IF i <= n THEN
        out := out || (left(word, i - 1) || substr(word, i + 1));
      END IF;
      IF i < n THEN
        out := out || (left(word, i - 1) || substr(word, i + 1, 1) || substr(word, i, 1)
          || substr(word, i + 2));
      END IF;
      FOREACH c IN ARRAY letters LOOP
        IF i <= n THEN
          out := out || (left(word, i - 1) || c || substr(word, i + 1));
        END IF;
        out := out || (left(word, i - 1) || c || substr(word, i));
      END LOOP;
    END LOOP;
    RETURN out;
  END $$;
--> statement-breakpoint
-- The variants go to the primary key: the trigram index also answers `=` (pg_trgm), through a
-- bitmap of every word sharing a trigram with one of them (75 ms for one typo on 100,000 words).
CREATE OR REPLACE FUNCTION kollabo_fuzzy_tsq(word text) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  SET enable_bitmapscan = off
  SET enable_seqscan = off
  AS $$
  DECLARE
    folded text := lower(kollabo_unaccent(word));
    result tsquery := kollabo_tsq(word);
    fix text;
  BEGIN
    IF length(folded) < 6 OR folded !~ '^[a-z0-9]+$'
       OR EXISTS (SELECT 1 FROM search_words s WHERE s.word = folded) THEN
      RETURN result;
    END IF;
    -- The closest 16 by trigram similarity, as before, among the true one-edit words.
    FOR fix IN
      SELECT s.word FROM search_words s
      WHERE s.word = ANY (kollabo_one_edit_variants(folded)) AND s.word <> folded
      ORDER BY similarity(s.word, folded) DESC, s.word
      LIMIT 16
    LOOP
      result := result || kollabo_tsq(fix);
    END LOOP;
    RETURN result;
  END $$;
--> statement-breakpoint
-- A text's matches counted up to the cap through its GIN index, in the table's physical order:
-- walking the date (or views) index with the text as a filter read ~10 rows per match, and
-- scattered ones on the views index. `newest` is no longer used (kept for the callers).
CREATE OR REPLACE FUNCTION kollabo_match_count(tbl regclass, newest name, q tsquery, cap integer)
  RETURNS integer
  LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  SET enable_seqscan = off
  SET enable_indexscan = off
  AS $$
  DECLARE
    n integer;
  BEGIN
    EXECUTE format('SELECT count(*)::int FROM (SELECT 1 FROM %s WHERE tsv @@ $1 LIMIT $2) AS x', tbl)
      INTO n USING q, cap;
    RETURN n;
  END $$;
