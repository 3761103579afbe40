// The database contract the console relies on (api-contract.md §4), as data for schema.test.ts.

// The tables of api-contract.md §4.1, copied verbatim ("name type" pairs; `!` = NOT NULL,
// `=x` = default, parentheses = notes). The test checks every column exists with that type and
// nullability, so a drift from the contract fails here first.
export const CONTRACT_TABLES: Record<string, string> = {
  config_items:
    'id uuid!, agent_id uuid!, icon text, scraper_id uuid, config_class text!, status text, health text, ready bool, external_id text[], type text!, name text, description text, config jsonb, source text, labels jsonb, tags jsonb, tags_values jsonb, properties jsonb, parent_id uuid, path text, is_pushed bool!, created_by uuid, created_at tstz!, updated_at tstz, deleted_at tstz, delete_reason text, inserted_at tstz!',
  checks:
    'id uuid!, canary_id uuid!, agent_id uuid!, type text!, name text!, namespace text, description text, icon text, spec jsonb, labels jsonb, owner text, severity text, category text, is_pushed bool!, transformed boolean, last_runtime tstz, last_transition_time tstz, next_runtime tstz, silenced_at tstz, status text, created_at tstz, updated_at tstz, deleted_at tstz',
  check_statuses:
    'check_id uuid!, details jsonb, duration integer, error text, time tstz!, created_at tstz!, invalid boolean, message text, status boolean, severity text, is_pushed bool!',
  canaries:
    'id uuid!, agent_id uuid!, name text!, namespace text!, labels jsonb, annotations jsonb, spec jsonb!, source text, is_pushed bool!, created_at tstz, created_by uuid, updated_at tstz, deleted_at tstz',
  components:
    'id uuid!, agent_id uuid!, topology_id uuid, external_id text!, parent_id uuid, config_id uuid, name text!, text text, topology_type text, namespace text, labels jsonb, hidden boolean!, silenced boolean!, is_pushed bool!, status text!, status_expr text, health_expr text, health text, description text, lifecycle text, tooltip text, status_reason text, schedule text, icon text, type text, owner text, selectors jsonb, log_selectors jsonb, component_checks jsonb, configs jsonb, properties jsonb, path text, summary jsonb, is_leaf boolean, cost_per_minute numeric, cost_total_1d numeric, cost_total_7d numeric, cost_total_30d numeric, created_by uuid, created_at tstz!, updated_at tstz, deleted_at tstz',
  incidents:
    'id uuid!, incident_id varchar(10)! (human id from a sequence), incident_rule_id uuid, title text!, created_by uuid!, commander_id uuid, communicator_id uuid, severity text!, description text!, type text!, status text!, acknowledged tstz, resolved tstz, closed tstz, created_at tstz!, updated_at tstz!',
  hypotheses:
    'id uuid!, created_by uuid!, incident_id uuid!, parent_id uuid, owner uuid, team_id uuid, type text!, title text!, status text!, created_at tstz!, updated_at tstz!',
  evidences:
    'id uuid!, description text!, hypothesis_id uuid!, config_id uuid, config_change_id uuid, config_analysis_id uuid, component_id uuid, check_id uuid, definition_of_done boolean, done boolean, factor boolean, mitigator boolean, created_by uuid!, type text!, evidence jsonb, properties jsonb, created_at tstz!, updated_at tstz!, script text, script_result text',
  comments:
    'id uuid!, created_by uuid!, comment text!, external_id text, external_created_by text, incident_id uuid!, responder_id uuid, hypothesis_id uuid, read smallint[], created_at tstz!, updated_at tstz!',
  responders:
    'id uuid!, incident_id uuid!, type text!, index smallint, person_id uuid, team_id uuid, external_id text, properties jsonb, acknowledged tstz, resolved tstz, closed tstz, created_by uuid!, created_at tstz!, updated_at tstz!, deleted_at tstz',
  teams:
    'id uuid!, name text!, icon text, spec jsonb, source text, created_by uuid!, created_at tstz!, updated_at tstz!, deleted_at tstz',
  team_members: 'team_id uuid!, person_id uuid!, source text!=UI',
  people:
    'id uuid!, name text!, avatar text, type text, team_id uuid, organization text, title text, email text, phone text, properties jsonb, external_id text, created_at tstz!, updated_at tstz, deleted_at tstz, last_login tstz',
  playbooks:
    'id uuid!, namespace text!=default, name text!, title text!, icon text, description text, spec jsonb!, created_by uuid, source source-enum!, category text!, created_at tstz!, updated_at tstz!, deleted_at tstz',
  playbook_runs:
    'id uuid!, playbook_id uuid!, spec jsonb!, status text!=scheduled, created_at tstz!, start_time tstz, scheduled_time tstz!, end_time tstz, timeout bigint! (ns, default 30 min), created_by uuid, notification_send_id uuid, check_id uuid, config_id uuid, component_id uuid, parameters jsonb, request jsonb, agent_id uuid, parent_id uuid, error text',
  playbook_run_actions:
    'id uuid!, name text!, status text!=running, retry_count integer, playbook_run_id uuid, start_time tstz, scheduled_time tstz!, end_time tstz, result jsonb, is_pushed bool!, agent_id uuid, error text',
  playbook_approvals: 'id uuid!, run_id uuid!, person_id uuid, team_id uuid, created_at tstz!',
  job_history:
    'id uuid!, agent_id uuid!, name text, success_count integer, error_count integer, details jsonb, hostname text, duration_millis integer, resource_type text, resource_id text, status text, time_start tstz, time_end tstz, created_at tstz!, is_pushed bool!',
  notifications:
    'id uuid!, name text!, namespace text, events text[]!, error text, error_at tstz, title text, template text, filter text, properties jsonb, playbook_id uuid, person_id uuid, team_id uuid, repeat_interval text, inhibitions jsonb, wait_for bigint, wait_for_eval_period bigint, group_by text[], group_by_interval bigint, watchdog_schedule text, custom_services jsonb, fallback_delay bigint, fallback_custom_services jsonb, fallback_playbook_id uuid, fallback_person_id uuid, fallback_team_id uuid, created_by uuid, created_at tstz!, source source-enum, updated_at tstz!, deleted_at tstz',
  notification_send_history:
    'id uuid!, notification_id uuid!, body text, body_payload jsonb, status text, not_before tstz, retries integer!=0, payload jsonb, count integer!=1, first_observed tstz!, source_event text!, resource_id uuid!, resource_health text, resource_status text, resource_health_description text, person_id uuid, team_id uuid, connection_id uuid, silenced_by uuid, playbook_run_id uuid, error text, duration_millis integer, created_at tstz!, group_id uuid, parent_id uuid=null',
  notification_silences:
    'id uuid!, namespace text, name text!, description text, filter text, selectors jsonb, error text, from tstz, until tstz, recursive bool, config_id uuid, check_id uuid, canary_id uuid, component_id uuid, source source-enum, created_by uuid, created_at tstz!, updated_at tstz!, deleted_at tstz',
  properties: 'name text!, value text!, created_by uuid, created_at tstz, updated_at tstz, deleted_at tstz',
  agents:
    'id uuid!, name text!, hostname text, description text, ip text, version text, username text, person_id uuid, properties jsonb, tls text, created_by uuid, created_at tstz!, updated_at tstz!, cleanup boolean!, deleted_at tstz, last_seen tstz, last_received tstz',
  connections:
    'id uuid!, name text!, namespace text!=default, type text!, url text, source source-enum, username text, password text, certificate text, properties jsonb, insecure_tls boolean=true, created_by uuid, created_at tstz!, updated_at tstz!, deleted_at tstz',
  config_changes:
    'id uuid!, config_id uuid!, external_change_id text, external_created_by text, change_type text, severity text, source text, summary text, patches jsonb, diff text, details jsonb, created_by uuid, created_at tstz!, count int!=1, fingerprint text, first_observed tstz!, is_pushed bool!, inserted_at tstz!',
  config_analysis:
    'id uuid!, config_id uuid!, scraper_id uuid, created_by uuid, source text, analyzer text!, analysis_type text, severity text, summary text, status text=open, message text, analysis jsonb, properties jsonb, first_observed tstz!, last_observed tstz!, is_pushed bool!',
  config_relationships:
    'config_id uuid!, related_id uuid!, relation text, scraper_id uuid, created_at tstz!, updated_at tstz!, deleted_at tstz, selector_id text, is_pushed bool!',
  config_component_relationships:
    'component_id uuid!, config_id uuid!, created_at tstz!, updated_at tstz, deleted_at tstz, selector_id text, is_pushed bool!',
  check_component_relationships:
    'component_id uuid!, check_id uuid!, canary_id uuid!, created_at tstz!, updated_at tstz!, deleted_at tstz, selector_id text, is_pushed bool!',
  check_config_relationships:
    'config_id uuid!, check_id uuid!, canary_id uuid!, created_at tstz!, updated_at tstz!, deleted_at tstz, selector_id text, is_pushed bool!',
  config_scrapers:
    'id uuid!, description text, name text, namespace text, spec jsonb!, source source-enum!, application_id uuid, created_by uuid, agent_id uuid!, created_at tstz!, updated_at tstz, deleted_at tstz, is_pushed bool!',
  topologies:
    'id uuid!, agent_id uuid!, name text!, namespace text!, labels jsonb, source source-enum!=UI, spec jsonb, created_at tstz, updated_at tstz, is_pushed bool!, schedule text, created_by uuid, deleted_at tstz',
  incident_rules:
    'id uuid!, name text!, spec jsonb, source text, created_by uuid!, created_at tstz!, updated_at tstz!, deleted_at tstz',
  logging_backends:
    'id uuid!, name text!, labels jsonb, spec jsonb!, source source-enum, agent_id uuid, created_at tstz, created_by uuid, updated_at tstz, deleted_at tstz',
  integrations:
    'id uuid!, name text!, icon text, spec jsonb, source text, created_by uuid!, created_at tstz!, updated_at tstz!',
  event_queue:
    'id uuid!, event_id uuid, name text!, properties jsonb, error text, delay bigint, created_at tstz!, last_attempt tstz, attempts integer=0, priority integer!=100',
  severities: 'id integer, name text!, aliases text[], icon text',
  incident_histories:
    'id uuid!, incident_id uuid!, created_by uuid!, type text, description text, hypothesis_id uuid, created_at tstz!, updated_at tstz!, responder_id uuid, evidence_id uuid, comment_id uuid',
  component_relationships:
    'component_id uuid!, relationship_id uuid!, created_at tstz!, updated_at tstz!, deleted_at tstz, selector_id text, relationship_path text, is_pushed bool!',
  team_components: 'team_id uuid!, component_id uuid!, role text, selector_id text',
  access_tokens:
    'id uuid!, name text!, person_id uuid!, value text!, auto_renew boolean!=true, created_at tstz!, created_by uuid, expires_at tstz',
  artifacts:
    'id uuid!, check_id uuid, check_time tstz, playbook_run_action_id uuid, config_change_id uuid, scraper_id uuid, job_history_id uuid, connection_id uuid, path text!, filename text!, content_type text, size integer!, checksum text!, content bytea, compression_type text, is_pushed bool!, is_data_pushed bool!, created_at tstz!, updated_at tstz!, deleted_at tstz, expires_at tstz',
  saved_query:
    'id uuid!, icon text, description text, query text!, columns jsonb, created_by text, created_at tstz!, updated_at tstz!',
  views:
    'id uuid!, name text!, namespace text, spec jsonb!, source source-enum!=KubernetesCRD, labels jsonb, created_by uuid, created_at tstz!, last_ran tstz, error text, updated_at tstz, deleted_at tstz',
  checks_unlogged:
    'check_id uuid!, canary_id uuid!, status text, last_runtime tstz, next_runtime tstz, is_pushed bool!, created_at tstz!, updated_at tstz!',
  check_statuses_1h:
    'check_id uuid!, created_at tstz!, duration integer!, total integer!, passed integer!, failed integer!',
  config_items_last_scraped_time:
    'config_id uuid!, last_scraped_time tstz!, is_pushed bool!, created_at tstz!, updated_at tstz!',
  comment_responders:
    'id uuid!, comment_id uuid!, responder_id uuid!, external_id text, created_at tstz!, updated_at tstz!',
  incident_relationships:
    'incident_id uuid!, related_id uuid!, relationship text!, created_at tstz!, updated_at tstz!',
  person_analytics: 'person_id uuid!, key text!, created_at tstz!, updated_at tstz!, count integer!=1',
};

// "Other tables present" that the spec needs (existence only).
export const OTHER_TABLES = [
  'casbin_rule',
  'permissions',
  'permission_groups',
  'scopes',
  'identities',
  'applications',
  'config_locations',
  'config_costs',
];

// Views of §4.2 with the columns the console relies on (a view may carry more).
export const CONTRACT_VIEWS: Record<string, string> = {
  configs:
    'id scraper_id config_class external_id type name namespace description source labels tags tags_values properties properties_values created_by created_at updated_at deleted_at cost_per_minute cost_total_1h cost_total_1d cost_total_30d billing_currency mixed_currency agent_id status health ready path changes analysis',
  config_detail:
    'id agent_id icon scraper_id config_class status health ready external_id type name description config source labels tags tags_values properties parent_id path is_pushed created_by created_at updated_at deleted_at delete_reason inserted_at last_scraped_time agent_name summary scraper',
  config_summary:
    'type created_at updated_at analysis severity changes total_configs cost_per_minute cost_total_1h cost_total_1d cost_total_30d',
  config_names: 'id type external_id name',
  config_tags: 'key value',
  config_labels: 'key value',
  config_tags_labels_keys: 'key',
  config_types: 'type',
  config_statuses: 'status',
  config_classes: 'config_class',
  config_class_summary: 'config_class count',
  config_item_summary_3d: 'config_id config_changes_count config_analysis_type_counts',
  config_item_summary_7d: 'config_id config_changes_count config_analysis_type_counts',
  config_item_summary_30d: 'config_id config_changes_count config_analysis_type_counts',
  config_cost_summary: 'config_id billing_currency cost_1h cost_1d cost_30d',
  catalog_changes:
    'id config_id name deleted_at type tags config agent_id path external_change_id change_type severity source summary count first_observed created_at inserted_at created_by external_created_by',
  change_types: 'change_type',
  config_changes_by_types: 'config_id change_type',
  changes_by_component:
    'id config_id name config_class type change_type created_at created_by change_id severity component_id config_deleted_at',
  config_analysis_items:
    'id config_id analyzer analysis_type severity summary status source message analysis properties first_observed last_observed name deleted_at type tags labels config agent_id path config_name config_type config_class',
  analysis_types: 'analysis_type',
  analyzer_types: 'analyzer',
  config_analysis_analyzers: 'analyzer',
  config_analysis_by_severity: 'config_id severity count',
  analysis_by_component:
    'config_id name config_class type analysis_type first_observed last_observed created_by analysis_id severity component_id',
  analysis_by_config: 'config_id analysis_type severity count',
  analysis_summary_by_component: 'component_id analysis_type severity count',
  check_summary:
    'id canary_id agent_id uptime latency last_transition_time type icon name status description namespace canary_namespace canary_name labels severity owner last_runtime created_at updated_at deleted_at silenced_at',
  check_status_summary: 'check_id p99 p95 p50 mean passed failed last_check last_pass last_fail',
  check_summary_for_config: 'id canary_id name status uptime latency config_id',
  check_summary_by_component: 'id canary_id name status uptime latency component_id',
  checks_by_component: 'id canary_id type name severity status component_id',
  checks_by_config: 'id canary_id name status config_id',
  check_names: 'id canary_id type name status',
  check_labels: 'key value',
  checks_labels_keys: 'key',
  canaries_with_status:
    'id name namespace interval schedule labels source created_by created_at deleted_at last_runtime job_name job_status job_last_failed agent',
  component_names: 'id path external_id type name created_at updated_at icon parent_id',
  component_names_all: 'id path external_id type name',
  component_labels: 'key value',
  component_labels_keys: 'key',
  component_types: 'type',
  components_with_logs: 'id name agent_id icon type',
  topologies_with_status:
    'id agent_id name namespace labels source spec created_by created_at updated_at deleted_at job_name job_success_count job_error_count job_details job_hostname job_duration_millis job_resource_type job_status job_time_start job_time_end job_created_at job_last_failed agent',
  config_scrapers_with_status:
    'id name namespace spec source agent_id created_by created_at updated_at deleted_at job_name job_success_count job_error_count job_details job_hostname job_duration_millis job_resource_type job_status job_time_start job_time_end job_created_at job_last_failed agent',
  teams_with_status:
    'id name icon spec source created_by created_at updated_at deleted_at job_name job_success_count job_error_count job_details job_hostname job_duration_millis job_resource_type job_status job_time_start job_time_end job_created_at job_last_failed',
  integrations_with_status:
    'id name description integration_type source agent_id created_at updated_at deleted_at created_by job_name job_success_count job_error_count job_details job_hostname job_duration_millis job_resource_type job_status job_time_start job_time_end job_created_at job_last_failed agent creator_name creator_avatar creator_title creator_email',
  incident_summary:
    'id incident_id title severity type status created_at updated_at created_by commander responders commenters',
  incidents_by_component: 'title id created_at type status severity component_id',
  incidents_by_config: 'title id created_at type status severity config_id',
  people_roles: 'id name email roles',
  agents_summary:
    'id name hostname description ip version username person_id properties tls created_by created_at updated_at cleanup deleted_at last_seen last_received config_count config_scrapper_count checks_count playbook_runs_count health status',
  job_histories:
    'id agent_id name success_count error_count details hostname duration_millis resource_type resource_id status time_start time_end created_at is_pushed resource_name agent',
  job_history_summary: 'name total running success warning failed stale skipped last_run_at average_duration',
  job_history_names: 'name',
  job_history_latest_status: 'id agent_id name status resource_id resource_type created_at',
  notifications_summary:
    'id name namespace error error_at title events filter person_id team_id custom_services created_at updated_at created_by source repeat_interval wait_for pending avg_duration_ms failed sent most_common_error last_failed_at',
  notification_send_history_summary:
    'id notification_id status resource_id created_at resource_type resource',
  notification_send_history_resource_types: 'resource_type',
  event_queue_summary:
    'name event_id pending failed average_attempts first_failure last_failure most_common_error',
  failed_events: 'id name error attempts',
  playbook_names: 'id title name namespace description category icon',
  connections_list: 'id name namespace type created_by created_at updated_at',
  check_statuses_5m: 'check_id created_at duration total passed failed',
  notification_send_history_resource_tags: 'key value',
  artifact_summary: 'id path filename content_type size checksum created_at',
  views_summary: 'id name namespace title icon',
  permission_subjects: 'id name type',
  permissions_summary: 'id action subject object deny subject_name object_name',
};

// RPC functions with their argument names (PostgREST passes them by name).
export const CONTRACT_FUNCTIONS: Record<string, string> = {
  related_configs_recursive:
    'config_id type_filter include_deleted_configs max_depth incoming_relation outgoing_relation',
  config_analysis_filter_options: 'p_config_id',
  get_parents_by_location: 'config_id',
  get_children_by_location: 'config_id',
  get_playbook_run_actions: 'run_id',
  related_changes_recursive: 'lookup_id type_filter include_deleted_configs max_depth soft',
};
