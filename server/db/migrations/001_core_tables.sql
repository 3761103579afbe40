-- Core tables of a Mission Control (flanksource/duty) database, shaped as in
-- /work/shared/design/api-contract.md §4.1. Column names, types, NOT NULL and notable defaults
-- follow the contract; where the contract gives NOT NULL without a default and the console may
-- omit the value on create (description, category, source), a harmless default is added.
-- IDs use gen_random_uuid() (duty uses ULID-style UUIDs; both are uuid). `agent_id` defaults to the
-- nil UUID, which is the local agent seeded below.
-- Foreign keys are written inline so Postgres names them `<table>_<column>_fkey`: PostgREST embeds
-- such as `canaries!checks_canary_id_fkey` depend on those exact names.
-- Seed rows (local agent, severities) are inline below; triggers and indexes are in 002; views and
-- functions in later files.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TYPE source AS ENUM (
  'KubernetesCRD', 'ConfigFile', 'UI', 'Topology', 'Push', 'CRDSync', 'ApplicationCRD', 'System'
);

-- ---------------------------------------------------------------- people, teams, agents
CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  avatar text,
  type text,
  team_id uuid, -- FK added below (teams references people)
  organization text,
  title text,
  email text,
  phone text,
  properties jsonb,
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  last_login timestamptz
);

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  icon text,
  spec jsonb,
  source text,
  created_by uuid NOT NULL REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

ALTER TABLE people ADD CONSTRAINT people_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id) ON DELETE SET NULL;

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  source text NOT NULL DEFAULT 'UI',
  PRIMARY KEY (team_id, person_id)
);

CREATE TABLE agents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  hostname text,
  description text,
  ip text,
  version text,
  username text,
  person_id uuid REFERENCES people (id) ON DELETE SET NULL,
  properties jsonb,
  tls text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cleanup boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  last_seen timestamptz,
  last_received timestamptz
);
CREATE UNIQUE INDEX agents_name_key ON agents (name) WHERE deleted_at IS NULL;

-- The local agent: every `agent_id` defaults to it, so foreign keys hold for local rows.
INSERT INTO agents (id, name, description) VALUES
  ('00000000-0000-0000-0000-000000000000', 'local', 'This instance (rows not pushed by a remote agent)');

-- Kratos-like identity table (the identity service owns it; PostgREST exposes it as `identities`).
CREATE TABLE identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  schema_id text NOT NULL DEFAULT 'default',
  state text NOT NULL DEFAULT 'active',
  traits jsonb NOT NULL DEFAULT '{}',
  metadata_public jsonb,
  metadata_admin jsonb,
  state_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Role bindings (`g, <person id>, <role>`) and policies, as the casbin gorm adapter stores them.
CREATE TABLE casbin_rule (
  id bigserial PRIMARY KEY,
  ptype text,
  v0 text,
  v1 text,
  v2 text,
  v3 text,
  v4 text,
  v5 text
);
CREATE UNIQUE INDEX casbin_rule_unique ON casbin_rule (ptype, v0, v1, v2, v3, v4, v5);

CREATE TABLE access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  value text NOT NULL,
  auto_renew boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES people (id),
  expires_at timestamptz
);

CREATE TABLE properties (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_by uuid REFERENCES people (id),
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE person_analytics (
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 1,
  PRIMARY KEY (person_id, key)
);

CREATE TABLE saved_query (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  icon text,
  description text,
  query text NOT NULL,
  columns jsonb,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  type text NOT NULL,
  url text,
  source source,
  username text,
  password text,
  certificate text,
  properties jsonb,
  insecure_tls boolean DEFAULT true,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX connections_namespace_name_key ON connections (namespace, name) WHERE deleted_at IS NULL;

CREATE TABLE applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  description text,
  spec jsonb NOT NULL DEFAULT '{}',
  source source NOT NULL DEFAULT 'UI',
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- Dashboard-style views defined by CRDs (table name `views`, as in duty).
CREATE TABLE views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text,
  spec jsonb NOT NULL,
  source source NOT NULL DEFAULT 'KubernetesCRD',
  labels jsonb,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_ran timestamptz,
  error text,
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

-- ---------------------------------------------------------------- catalogue
CREATE TABLE config_scrapers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  description text,
  name text,
  namespace text,
  spec jsonb NOT NULL,
  source source NOT NULL DEFAULT 'UI',
  application_id uuid REFERENCES applications (id) ON DELETE SET NULL,
  created_by uuid REFERENCES people (id),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false
);

CREATE TABLE config_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  icon text,
  scraper_id uuid REFERENCES config_scrapers (id) ON DELETE SET NULL,
  config_class text NOT NULL, -- filled from type (part before '::') by a trigger when omitted
  status text,
  health text,
  ready boolean,
  external_id text[],
  type text NOT NULL,
  name text,
  description text,
  config jsonb,
  source text,
  labels jsonb,
  tags jsonb,
  tags_values jsonb, -- maintained by trigger: the values of `tags`
  properties jsonb,
  properties_values jsonb, -- maintained by trigger: properties[*].text/value
  parent_id uuid REFERENCES config_items (id) ON DELETE SET NULL,
  path text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  delete_reason text,
  inserted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE config_items_last_scraped_time (
  config_id uuid PRIMARY KEY REFERENCES config_items (id) ON DELETE CASCADE,
  last_scraped_time timestamptz NOT NULL,
  is_pushed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Locations a config lives in (e.g. an account/region/cluster); parents are configs whose
-- external_id contains one of them (see get_parents_by_location).
CREATE TABLE config_locations (
  id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  location text NOT NULL,
  PRIMARY KEY (id, location)
);

-- Cost lines per config; the `configs` view sums them (duty: config_costs + config_cost_summary MV).
CREATE TABLE config_costs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  external_id text,
  line text,
  billing_currency text NOT NULL DEFAULT 'USD',
  cost_per_minute numeric,
  cost_total_1h numeric,
  cost_total_1d numeric,
  cost_total_7d numeric,
  cost_total_30d numeric,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE config_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  external_change_id text,
  external_created_by text,
  change_type text,
  severity text,
  source text,
  summary text,
  patches jsonb,
  diff text,
  details jsonb,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 1,
  fingerprint text,
  first_observed timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false,
  inserted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE config_analysis (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  scraper_id uuid REFERENCES config_scrapers (id) ON DELETE SET NULL,
  created_by uuid REFERENCES people (id),
  source text,
  analyzer text NOT NULL,
  analysis_type text,
  severity text,
  summary text,
  status text DEFAULT 'open',
  message text,
  analysis jsonb,
  properties jsonb,
  properties_values jsonb, -- maintained by trigger
  first_observed timestamptz NOT NULL DEFAULT now(),
  last_observed timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false
);

CREATE TABLE config_relationships (
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  related_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  relation text,
  scraper_id uuid REFERENCES config_scrapers (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX config_relationships_key ON config_relationships (config_id, related_id, (coalesce(relation, '')));

-- ---------------------------------------------------------------- health
CREATE TABLE canaries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  labels jsonb,
  annotations jsonb,
  spec jsonb NOT NULL,
  source text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_at timestamptz DEFAULT now(),
  created_by uuid REFERENCES people (id),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  canary_id uuid NOT NULL REFERENCES canaries (id) ON DELETE CASCADE,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  type text NOT NULL,
  name text NOT NULL,
  namespace text,
  description text,
  icon text,
  spec jsonb,
  labels jsonb,
  owner text,
  severity text,
  category text,
  is_pushed boolean NOT NULL DEFAULT false,
  transformed boolean,
  last_runtime timestamptz,
  last_transition_time timestamptz,
  next_runtime timestamptz,
  silenced_at timestamptz,
  status text,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

-- Append-only (a trigger in 002 rejects UPDATE), keyed by (check_id, time).
CREATE TABLE check_statuses (
  check_id uuid NOT NULL REFERENCES checks (id) ON DELETE CASCADE,
  details jsonb,
  duration integer,
  error text,
  time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  invalid boolean,
  message text,
  status boolean,
  severity text,
  is_pushed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (check_id, time)
);

CREATE TABLE check_statuses_1h (
  check_id uuid NOT NULL REFERENCES checks (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  duration integer NOT NULL,
  total integer NOT NULL,
  passed integer NOT NULL,
  failed integer NOT NULL,
  PRIMARY KEY (check_id, created_at)
);

-- duty keeps this UNLOGGED; a logged table is equivalent for our purposes.
CREATE TABLE checks_unlogged (
  check_id uuid PRIMARY KEY REFERENCES checks (id) ON DELETE CASCADE,
  canary_id uuid NOT NULL REFERENCES canaries (id) ON DELETE CASCADE,
  status text,
  last_runtime timestamptz,
  next_runtime timestamptz,
  is_pushed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- topology
CREATE TABLE topologies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  labels jsonb,
  source source NOT NULL DEFAULT 'UI',
  spec jsonb,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false,
  schedule text,
  created_by uuid REFERENCES people (id),
  deleted_at timestamptz
);

CREATE TABLE components (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  topology_id uuid REFERENCES topologies (id) ON DELETE CASCADE,
  external_id text NOT NULL,
  parent_id uuid REFERENCES components (id) ON DELETE SET NULL,
  config_id uuid REFERENCES config_items (id) ON DELETE SET NULL,
  name text NOT NULL,
  text text,
  topology_type text,
  namespace text,
  labels jsonb,
  hidden boolean NOT NULL DEFAULT false,
  silenced boolean NOT NULL DEFAULT false,
  is_pushed boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'unknown',
  status_expr text,
  health_expr text,
  health text,
  description text,
  lifecycle text,
  tooltip text,
  status_reason text,
  schedule text,
  icon text,
  type text,
  owner text,
  selectors jsonb,
  log_selectors jsonb,
  component_checks jsonb,
  configs jsonb,
  properties jsonb,
  properties_values jsonb, -- maintained by trigger
  path text,
  summary jsonb,
  is_leaf boolean,
  cost_per_minute numeric,
  cost_total_1d numeric,
  cost_total_7d numeric,
  cost_total_30d numeric,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE component_relationships (
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  relationship_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  relationship_path text,
  is_pushed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (component_id, relationship_id)
);

CREATE TABLE config_component_relationships (
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (component_id, config_id)
);

CREATE TABLE check_component_relationships (
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  check_id uuid NOT NULL REFERENCES checks (id) ON DELETE CASCADE,
  canary_id uuid NOT NULL REFERENCES canaries (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (component_id, check_id)
);

CREATE TABLE check_config_relationships (
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  check_id uuid NOT NULL REFERENCES checks (id) ON DELETE CASCADE,
  canary_id uuid NOT NULL REFERENCES canaries (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (config_id, check_id)
);

CREATE TABLE team_components (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  role text,
  selector_id text,
  PRIMARY KEY (team_id, component_id)
);

CREATE TABLE logging_backends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  labels jsonb,
  spec jsonb NOT NULL,
  source source,
  agent_id uuid DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  created_at timestamptz DEFAULT now(),
  created_by uuid REFERENCES people (id),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE integrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  icon text,
  spec jsonb,
  source text,
  created_by uuid NOT NULL REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- incidents (hard deletes: no deleted_at)
CREATE TABLE incident_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  spec jsonb,
  source text,
  created_by uuid NOT NULL REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE SEQUENCE incident_id_sequence;

CREATE TABLE incidents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- human id: INC + 7 digits (varchar(10) as in duty)
  incident_id varchar(10) NOT NULL UNIQUE DEFAULT ('INC' || lpad(nextval('incident_id_sequence')::text, 7, '0')),
  incident_rule_id uuid REFERENCES incident_rules (id) ON DELETE SET NULL,
  title text NOT NULL,
  created_by uuid NOT NULL REFERENCES people (id),
  commander_id uuid REFERENCES people (id),
  communicator_id uuid REFERENCES people (id),
  severity text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE incident_id_sequence OWNED BY incidents.incident_id;

CREATE TABLE hypotheses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_by uuid NOT NULL REFERENCES people (id),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES hypotheses (id) ON DELETE CASCADE,
  owner uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
  type text NOT NULL,
  title text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE evidences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  description text NOT NULL DEFAULT '',
  hypothesis_id uuid NOT NULL REFERENCES hypotheses (id) ON DELETE CASCADE,
  config_id uuid REFERENCES config_items (id) ON DELETE SET NULL,
  config_change_id uuid REFERENCES config_changes (id) ON DELETE SET NULL,
  config_analysis_id uuid REFERENCES config_analysis (id) ON DELETE SET NULL,
  component_id uuid REFERENCES components (id) ON DELETE SET NULL,
  check_id uuid REFERENCES checks (id) ON DELETE SET NULL,
  definition_of_done boolean,
  done boolean,
  factor boolean,
  mitigator boolean,
  created_by uuid NOT NULL REFERENCES people (id),
  type text NOT NULL,
  evidence jsonb,
  properties jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  script text,
  script_result text
);

CREATE TABLE responders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  type text NOT NULL,
  index smallint,
  person_id uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id),
  external_id text,
  properties jsonb,
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  created_by uuid NOT NULL REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_by uuid NOT NULL REFERENCES people (id),
  comment text NOT NULL,
  external_id text,
  external_created_by text,
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  responder_id uuid REFERENCES responders (id) ON DELETE SET NULL,
  hypothesis_id uuid REFERENCES hypotheses (id) ON DELETE CASCADE,
  read smallint[],
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE comment_responders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  responder_id uuid NOT NULL REFERENCES responders (id) ON DELETE CASCADE,
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE incident_relationships (
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  related_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  relationship text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (incident_id, related_id)
);

-- Table only; recording history rows is the job of the incidents service (later issue).
CREATE TABLE incident_histories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  created_by uuid NOT NULL REFERENCES people (id),
  type text,
  description text,
  hypothesis_id uuid REFERENCES hypotheses (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  responder_id uuid REFERENCES responders (id) ON DELETE SET NULL,
  evidence_id uuid REFERENCES evidences (id) ON DELETE SET NULL,
  comment_id uuid REFERENCES comments (id) ON DELETE SET NULL
);

CREATE TABLE severities (
  id integer PRIMARY KEY,
  name text NOT NULL,
  aliases text[],
  icon text
);
-- Reference rows every deployment has (as given in the contract, including Low sharing P4).
INSERT INTO severities (id, name, aliases) VALUES
  (1, 'Critical', '{P1}'), (2, 'Blocker', '{P2}'), (3, 'High', '{P3}'), (4, 'Medium', '{P4}'), (5, 'Low', '{P4}');

-- ---------------------------------------------------------------- playbooks
CREATE TABLE playbooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  namespace text NOT NULL DEFAULT 'default',
  name text NOT NULL,
  title text NOT NULL,
  icon text,
  description text,
  spec jsonb NOT NULL,
  created_by uuid REFERENCES people (id),
  source source NOT NULL DEFAULT 'UI',
  category text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX playbooks_namespace_name_key ON playbooks (namespace, name) WHERE deleted_at IS NULL;

CREATE TABLE playbook_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playbook_id uuid NOT NULL REFERENCES playbooks (id),
  spec jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'scheduled',
  created_at timestamptz NOT NULL DEFAULT now(),
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  timeout bigint NOT NULL DEFAULT 1800000000000, -- nanoseconds (30 min)
  created_by uuid REFERENCES people (id),
  notification_send_id uuid, -- FK added after notification_send_history
  check_id uuid REFERENCES checks (id) ON DELETE SET NULL,
  config_id uuid REFERENCES config_items (id) ON DELETE SET NULL,
  component_id uuid REFERENCES components (id) ON DELETE SET NULL,
  parameters jsonb,
  request jsonb,
  agent_id uuid REFERENCES agents (id),
  parent_id uuid REFERENCES playbook_runs (id) ON DELETE CASCADE,
  error text
);

CREATE TABLE playbook_run_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'running',
  retry_count integer DEFAULT 0,
  playbook_run_id uuid REFERENCES playbook_runs (id) ON DELETE CASCADE,
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  result jsonb,
  is_pushed boolean NOT NULL DEFAULT false,
  agent_id uuid REFERENCES agents (id),
  error text
);

CREATE TABLE playbook_approvals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  run_id uuid NOT NULL REFERENCES playbook_runs (id) ON DELETE CASCADE,
  person_id uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- jobs, notifications, queue
CREATE TABLE job_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text,
  success_count integer DEFAULT 0,
  error_count integer DEFAULT 0,
  details jsonb,
  hostname text,
  duration_millis integer,
  resource_type text,
  resource_id text,
  status text,
  time_start timestamptz,
  time_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text,
  events text[] NOT NULL,
  error text,
  error_at timestamptz,
  title text,
  template text,
  filter text,
  properties jsonb,
  playbook_id uuid REFERENCES playbooks (id) ON DELETE SET NULL,
  person_id uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id),
  repeat_interval text,
  inhibitions jsonb,
  wait_for bigint,
  wait_for_eval_period bigint,
  group_by text[],
  group_by_interval bigint,
  watchdog_schedule text,
  custom_services jsonb,
  fallback_delay bigint,
  fallback_custom_services jsonb,
  fallback_playbook_id uuid REFERENCES playbooks (id) ON DELETE SET NULL,
  fallback_person_id uuid REFERENCES people (id),
  fallback_team_id uuid REFERENCES teams (id),
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  source source,
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE notification_silences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  namespace text,
  name text NOT NULL,
  description text,
  filter text,
  selectors jsonb,
  error text,
  "from" timestamptz,
  until timestamptz,
  recursive boolean,
  config_id uuid REFERENCES config_items (id) ON DELETE SET NULL,
  check_id uuid REFERENCES checks (id) ON DELETE SET NULL,
  canary_id uuid REFERENCES canaries (id) ON DELETE SET NULL,
  component_id uuid REFERENCES components (id) ON DELETE SET NULL,
  source source,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE notification_send_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  notification_id uuid NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  body text,
  body_payload jsonb,
  status text,
  not_before timestamptz,
  retries integer NOT NULL DEFAULT 0,
  payload jsonb,
  count integer NOT NULL DEFAULT 1,
  first_observed timestamptz NOT NULL DEFAULT now(),
  source_event text NOT NULL,
  resource_id uuid NOT NULL, -- polymorphic (config, component, check or canary)
  resource_health text,
  resource_status text,
  resource_health_description text,
  person_id uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id),
  connection_id uuid REFERENCES connections (id) ON DELETE SET NULL,
  silenced_by uuid REFERENCES notification_silences (id) ON DELETE SET NULL,
  playbook_run_id uuid REFERENCES playbook_runs (id) ON DELETE SET NULL,
  error text,
  duration_millis integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  group_id uuid,
  parent_id uuid DEFAULT NULL REFERENCES notification_send_history (id) ON DELETE SET NULL
);

ALTER TABLE playbook_runs ADD CONSTRAINT playbook_runs_notification_send_id_fkey
  FOREIGN KEY (notification_send_id) REFERENCES notification_send_history (id) ON DELETE SET NULL;

CREATE TABLE event_queue (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid,
  name text NOT NULL,
  properties jsonb,
  error text,
  delay bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt timestamptz,
  attempts integer DEFAULT 0,
  priority integer NOT NULL DEFAULT 100
);

CREATE TABLE artifacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  check_id uuid REFERENCES checks (id) ON DELETE CASCADE,
  check_time timestamptz,
  playbook_run_action_id uuid REFERENCES playbook_run_actions (id) ON DELETE CASCADE,
  config_change_id uuid REFERENCES config_changes (id) ON DELETE CASCADE,
  scraper_id uuid REFERENCES config_scrapers (id) ON DELETE SET NULL,
  job_history_id uuid REFERENCES job_history (id) ON DELETE SET NULL,
  connection_id uuid REFERENCES connections (id) ON DELETE SET NULL,
  path text NOT NULL,
  filename text NOT NULL,
  content_type text,
  size integer NOT NULL,
  checksum text NOT NULL,
  content bytea,
  compression_type text,
  is_pushed boolean NOT NULL DEFAULT false,
  is_data_pushed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  expires_at timestamptz
);

-- ---------------------------------------------------------------- RBAC (beyond casbin role bindings)
CREATE TABLE permission_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  selectors jsonb NOT NULL DEFAULT '{}',
  source source NOT NULL DEFAULT 'UI',
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE scopes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  description text,
  targets jsonb NOT NULL DEFAULT '[]',
  source source NOT NULL DEFAULT 'UI',
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- One grant or denial: subject (person/team/group/role name) × object × action.
CREATE TABLE permissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text,
  namespace text,
  description text,
  action text NOT NULL,
  subject text,
  subject_type text,
  object text,
  object_selector jsonb,
  deny boolean NOT NULL DEFAULT false,
  condition text,
  person_id uuid REFERENCES people (id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams (id) ON DELETE CASCADE,
  notification_id uuid REFERENCES notifications (id) ON DELETE CASCADE,
  playbook_id uuid REFERENCES playbooks (id) ON DELETE CASCADE,
  connection_id uuid REFERENCES connections (id) ON DELETE CASCADE,
  canary_id uuid REFERENCES canaries (id) ON DELETE CASCADE,
  component_id uuid REFERENCES components (id) ON DELETE CASCADE,
  config_id uuid REFERENCES config_items (id) ON DELETE CASCADE,
  source text,
  tags jsonb,
  agents text[],
  until timestamptz,
  error text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
