-- Stock behaviours of a real deployment (api-contract.md, "Sync-relevant facts"):
--  * `updated_at` is set to now() (transaction start) on UPDATE, whatever the statement wrote, EXCEPT
--      - for soft deletes / restores (deleted_at changed): updated_at is left as the statement has it,
--      - for rows owned by a remote agent (agent_id not the nil UUID): the agent's value is kept,
--      - for config_items, unless the `config` column changed (status/health/tags/labels... do not
--        bump; an updated_at the statement writes itself is kept, as a scraper does).
--    So an ordinary update of a local row never moves updated_at backwards (keyset sync relies on it).
--  * check_statuses is append-only.
-- Helpers live in schema `internal` so PostgREST (which exposes `public`) never offers them as RPCs;
-- later migrations call internal.install_standard_triggers() / internal.create_standard_indexes()
-- again after adding tables (both are idempotent).

CREATE SCHEMA IF NOT EXISTS internal;

CREATE FUNCTION internal.bump_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: 'agent_id' when the table has that column; TG_ARGV[1]: 'deleted_at' likewise.
  -- Nested IFs: a field reference is only resolved when reached, so absent columns are never read.
  IF TG_ARGV[1] = 'deleted_at' THEN
    IF NEW.deleted_at IS DISTINCT FROM OLD.deleted_at THEN
      RETURN NEW;
    END IF;
  END IF;
  IF TG_ARGV[0] = 'agent_id' THEN
    IF NEW.agent_id IS NOT NULL AND NEW.agent_id <> '00000000-0000-0000-0000-000000000000'::uuid THEN
      RETURN NEW;
    END IF;
  END IF;
  NEW.updated_at := now();
  RETURN NEW;
END
$$;

-- `{name: text-or-value}` of a properties array ([{name, text, value, ...}]), null when not an array.
CREATE FUNCTION internal.properties_values(props jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(props) = 'array' THEN (
    SELECT coalesce(jsonb_object_agg(p ->> 'name', coalesce(p -> 'text', p -> 'value')), '{}'::jsonb)
    FROM jsonb_array_elements(props) AS p
    WHERE jsonb_typeof(p) = 'object' AND p ? 'name' AND (p ? 'text' OR p ? 'value')
  ) END
$$;

CREATE FUNCTION internal.fill_properties_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.properties_values := internal.properties_values(NEW.properties);
  RETURN NEW;
END
$$;

CREATE FUNCTION internal.config_items_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.config_class IS NULL AND NEW.type IS NOT NULL THEN
    NEW.config_class := split_part(NEW.type, '::', 1);
  END IF;
  NEW.tags_values := CASE WHEN jsonb_typeof(NEW.tags) = 'object'
    THEN (SELECT coalesce(jsonb_agg(v ORDER BY k), '[]'::jsonb) FROM jsonb_each(NEW.tags) AS t (k, v)) END;
  NEW.properties_values := internal.properties_values(NEW.properties);
  IF TG_OP = 'UPDATE' THEN
    IF NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
      OR NEW.agent_id <> '00000000-0000-0000-0000-000000000000'::uuid THEN
      RETURN NEW;
    END IF;
    IF NEW.config IS DISTINCT FROM OLD.config THEN
      NEW.updated_at := now();
    END IF;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER config_items_before_write BEFORE INSERT OR UPDATE ON config_items
  FOR EACH ROW EXECUTE FUNCTION internal.config_items_before_write();
CREATE TRIGGER components_properties_values BEFORE INSERT OR UPDATE ON components
  FOR EACH ROW EXECUTE FUNCTION internal.fill_properties_values();
CREATE TRIGGER config_analysis_properties_values BEFORE INSERT OR UPDATE ON config_analysis
  FOR EACH ROW EXECUTE FUNCTION internal.fill_properties_values();

CREATE FUNCTION internal.reject_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = '55000';
END
$$;
CREATE TRIGGER check_statuses_append_only BEFORE UPDATE ON check_statuses
  FOR EACH ROW EXECUTE FUNCTION internal.reject_update();

-- Attaches the updated_at trigger to every public table with an updated_at column that has none yet.
CREATE FUNCTION internal.install_standard_triggers() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'agent_id' AND NOT a.attisdropped) AS has_agent,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'deleted_at' AND NOT a.attisdropped) AS has_deleted
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT IN ('config_items', 'schema_migrations')
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'updated_at' AND NOT a.attisdropped)
      AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = c.relname || '_updated_at')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE UPDATE ON public.%I FOR EACH ROW EXECUTE FUNCTION internal.bump_updated_at(%L, %L)',
      t.relname || '_updated_at', t.relname,
      CASE WHEN t.has_agent THEN 'agent_id' ELSE '-' END,
      CASE WHEN t.has_deleted THEN 'deleted_at' ELSE '-' END);
  END LOOP;
END
$$;

-- Keyset-sync indexes ((updated_at, id), or (created_at, id) where a table has no updated_at) and an
-- index on every single-column foreign key that no existing index leads with.
CREATE FUNCTION internal.create_standard_indexes() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  cols text;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'id' AND NOT a.attisdropped) AS has_id,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'updated_at' AND NOT a.attisdropped) AS has_updated,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'created_at' AND NOT a.attisdropped) AS has_created
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations'
  LOOP
    IF t.has_updated OR t.has_created THEN
      cols := CASE WHEN t.has_updated THEN 'updated_at' ELSE 'created_at' END;
      EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON public.%I (%s%s)',
        left(t.relname || '_' || cols || '_sync_idx', 63), t.relname, cols, CASE WHEN t.has_id THEN ', id' ELSE '' END);
    END IF;
  END LOOP;

  FOR t IN
    SELECT con.conrelid, rel.relname, att.attname
    FROM pg_constraint con
    JOIN pg_class rel ON rel.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = rel.relnamespace
    JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
    WHERE con.contype = 'f' AND n.nspname = 'public' AND array_length(con.conkey, 1) = 1
      AND NOT EXISTS (
        SELECT 1 FROM pg_index i WHERE i.indrelid = con.conrelid AND i.indkey[0] = con.conkey[1])
  LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON public.%I (%I)',
      left(t.relname || '_' || t.attname || '_idx', 63), t.relname, t.attname);
  END LOOP;
END
$$;

SELECT internal.install_standard_triggers();
SELECT internal.create_standard_indexes();

-- Query-specific indexes used by the console's calls.
CREATE INDEX config_items_name_trgm ON config_items USING gin (name gin_trgm_ops);
CREATE INDEX components_name_trgm ON components USING gin (name gin_trgm_ops);
CREATE INDEX config_items_type_name ON config_items (type, name);
CREATE INDEX config_items_labels ON config_items USING gin (labels jsonb_path_ops);
CREATE INDEX config_items_tags ON config_items USING gin (tags jsonb_path_ops);
CREATE INDEX config_items_external_id ON config_items USING gin (external_id);
CREATE INDEX config_changes_config_created ON config_changes (config_id, created_at DESC);
CREATE INDEX config_changes_created_at ON config_changes (created_at DESC);
CREATE INDEX config_changes_inserted_at ON config_changes (inserted_at, id);
CREATE INDEX config_analysis_first_observed ON config_analysis (first_observed DESC);
CREATE INDEX config_analysis_last_observed ON config_analysis (last_observed, id);
CREATE INDEX config_relationships_related ON config_relationships (related_id);
CREATE INDEX check_statuses_time ON check_statuses (time DESC);
CREATE INDEX check_statuses_created_at ON check_statuses (created_at);
CREATE INDEX job_history_resource ON job_history (resource_id, created_at DESC);
CREATE INDEX job_history_name_created ON job_history (name, created_at DESC);
CREATE INDEX playbook_runs_playbook_created ON playbook_runs (playbook_id, created_at DESC);
CREATE INDEX casbin_rule_v0 ON casbin_rule (v0);
