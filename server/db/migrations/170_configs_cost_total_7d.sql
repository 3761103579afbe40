-- The existing Mission Control console selects `cost_total_7d` from `configs` (its catalogue
-- list: id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,
-- cost_per_minute,cost_total_1d,cost_total_7d,cost_total_30d,changes,analysis), as duty's view
-- had it until its cost rework; without the column PostgREST refuses the whole select and that
-- list shows nothing. Appended (CREATE OR REPLACE VIEW may only append), from config_costs.
CREATE OR REPLACE VIEW configs AS
  SELECT ci.id, ci.scraper_id, ci.config_class, ci.external_id, ci.type, ci.name,
    ci.tags ->> 'namespace' AS namespace, ci.description, ci.source, ci.labels, ci.tags, ci.tags_values,
    ci.properties, ci.properties_values, ci.created_by, ci.created_at, ci.updated_at, ci.deleted_at,
    cost.cost_per_minute, cost.cost_total_1h, cost.cost_total_1d, cost.cost_total_30d,
    cost.billing_currency, coalesce(cost.mixed_currency, false) AS mixed_currency,
    ci.agent_id, ci.status, ci.health, ci.ready, ci.path,
    (SELECT count(*)::int FROM config_changes c WHERE c.config_id = ci.id AND c.created_at > now() - interval '7 days') AS changes,
    internal.analysis_type_counts(ci.id, now() - interval '7 days') AS analysis,
    cost.cost_total_7d
  FROM config_items ci
  LEFT JOIN LATERAL (
    SELECT sum(k.cost_per_minute) AS cost_per_minute, sum(k.cost_total_1h) AS cost_total_1h,
      sum(k.cost_total_1d) AS cost_total_1d, sum(k.cost_total_7d) AS cost_total_7d,
      sum(k.cost_total_30d) AS cost_total_30d,
      min(k.billing_currency) AS billing_currency, count(DISTINCT k.billing_currency) > 1 AS mixed_currency
    FROM config_costs k WHERE k.config_id = ci.id
    HAVING count(*) > 0
  ) cost ON true;
