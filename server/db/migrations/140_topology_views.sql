-- Component-scoped catalogue views as duty defines them (views/010_topology.sql and
-- views/006_config_views.sql), for the component page's insights and changes panels. Existing
-- columns keep their order (CREATE OR REPLACE VIEW may only append); duty's columns are added.

-- duty: open insights only, of live config items, with the config's name, class and type.
CREATE OR REPLACE VIEW analysis_by_component AS
  SELECT ccr.component_id, ca.config_id, ca.id AS analysis_id, ca.analysis_type, ca.severity, ca.status,
    ca.analyzer, ca.first_observed, ca.last_observed,
    ci.name, ci.config_class, ci.type, ca.created_by
  FROM config_analysis ca
  JOIN config_component_relationships ccr ON ccr.config_id = ca.config_id AND ccr.deleted_at IS NULL
  JOIN config_items ci ON ci.id = ca.config_id
  WHERE ci.deleted_at IS NULL AND ca.status = 'open';

-- duty adds `change_id` (= id) and the config's deletion time.
CREATE OR REPLACE VIEW changes_by_component AS
  SELECT cc.id, cc.config_id, ci.name, ci.type, ci.config_class, cc.change_type, cc.severity, cc.summary,
    cc.source, cc.created_at, cc.created_by, cc.external_created_by, ccr.component_id,
    cc.id AS change_id, ci.deleted_at AS config_deleted_at
  FROM config_changes cc
  JOIN config_items ci ON ci.id = cc.config_id
  JOIN config_component_relationships ccr ON ccr.config_id = cc.config_id AND ccr.deleted_at IS NULL;
