-- Discovery (issue 14): saved alerts. A copy of this file is kept in
-- apps/server/src/modules/search/search-alerts.sql.
--
-- Every project that enters project_search (it became `publish`) is queued in the same
-- transaction while at least one alert exists; the alert worker takes the queue, files each
-- project under the alerts it matches, and mails each alert's matches (once a minute at most).
CREATE TABLE project_publications (
  project_id uuid PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  queued_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE search_alert_matches (
  alert_id uuid NOT NULL REFERENCES search_alerts(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  matched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, project_id)
);
--> statement-breakpoint
CREATE INDEX search_alert_matches_project_idx ON search_alert_matches (project_id);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_publications_queue() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM search_alerts) THEN
      INSERT INTO project_publications (project_id)
      SELECT project_id FROM new_rows ORDER BY 1
      ON CONFLICT (project_id) DO NOTHING;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER project_publications_queue_trg AFTER INSERT ON project_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_publications_queue();
