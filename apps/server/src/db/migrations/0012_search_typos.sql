-- Discovery (issue 14): one typo tolerated inside the database. A copy of this file is kept in
-- apps/server/src/modules/search/search-typos.sql.
--
-- kollabo_fuzzy_tsq(word): the word's tsquery, OR-ed with the known words one edit away
-- (inserted, deleted, replaced or two neighbours swapped) when the word has 6+ letters and no
-- searchable text contains it. pg_trgm finds the candidates in search_words (GIN trigram
-- index), kollabo_one_edit keeps the true ones. Called once per statement (an InitPlan), so a
-- search costs no extra round trip.
CREATE OR REPLACE FUNCTION kollabo_one_edit(a text, b text) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  DECLARE
    la integer := length(a);
    lb integer := length(b);
    i integer := 1;
  BEGIN
    IF a = b THEN RETURN true; END IF;
    IF abs(la - lb) > 1 THEN RETURN false; END IF;
    WHILE i <= la AND i <= lb AND substr(a, i, 1) = substr(b, i, 1) LOOP
      i := i + 1;
    END LOOP;
    IF la = lb THEN
      IF substr(a, i + 1) = substr(b, i + 1) THEN RETURN true; END IF;
      RETURN substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
        AND substr(a, i + 2) = substr(b, i + 2);
    ELSIF la > lb THEN
      RETURN substr(a, i + 1) = substr(b, i);
    END IF;
    RETURN substr(a, i) = substr(b, i + 1);
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kollabo_fuzzy_tsq(word text) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  SET pg_trgm.similarity_threshold = '0.2'
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
    FOR fix IN
      SELECT s.word FROM search_words s
      WHERE s.word % folded AND length(s.word) BETWEEN length(folded) - 1 AND length(folded) + 1
      ORDER BY similarity(s.word, folded) DESC, s.word
      LIMIT 16
    LOOP
      IF kollabo_one_edit(fix, folded) THEN
        result := result || kollabo_tsq(fix);
      END IF;
    END LOOP;
    RETURN result;
  END $$;
