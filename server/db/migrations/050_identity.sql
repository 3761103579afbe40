-- Identity service (server/identity): Kratos-shaped identities, credentials, sessions,
-- self-service flows, flow errors, the local mailbox and login throttling.
-- `identities` mirrors Kratos's own table (the console reads it through PostgREST). If an earlier
-- migration already created it, the IF NOT EXISTS guards only add the columns this service needs.

CREATE TABLE IF NOT EXISTS identities (
  id uuid PRIMARY KEY,
  schema_id text NOT NULL DEFAULT 'default',
  traits jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'active',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE identities ADD COLUMN IF NOT EXISTS schema_id text NOT NULL DEFAULT 'default';
ALTER TABLE identities ADD COLUMN IF NOT EXISTS traits jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE identities ADD COLUMN IF NOT EXISTS state text NOT NULL DEFAULT 'active';
ALTER TABLE identities ADD COLUMN IF NOT EXISTS state_changed_at timestamptz;
ALTER TABLE identities ADD COLUMN IF NOT EXISTS metadata_public jsonb;
ALTER TABLE identities ADD COLUMN IF NOT EXISTS available_aal text;
ALTER TABLE identities ADD COLUMN IF NOT EXISTS created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE identities ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();

-- One row per credential type (password, totp, lookup_secret). `identifier` is the lower-cased
-- login identifier for password credentials; `config` holds the hash / secret / codes.
CREATE TABLE IF NOT EXISTS identity_credentials (
  id uuid PRIMARY KEY,
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('password', 'totp', 'lookup_secret')),
  identifier text,
  config jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (identity_id, type)
);
CREATE UNIQUE INDEX IF NOT EXISTS identity_credentials_password_identifier
  ON identity_credentials (identifier) WHERE type = 'password';

CREATE TABLE IF NOT EXISTS identity_verifiable_addresses (
  id uuid PRIMARY KEY,
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  via text NOT NULL DEFAULT 'email',
  value text NOT NULL,
  verified boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'pending',
  verified_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (via, value)
);

CREATE TABLE IF NOT EXISTS identity_recovery_addresses (
  id uuid PRIMARY KEY,
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  via text NOT NULL DEFAULT 'email',
  value text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (via, value)
);

-- The cookie carries a random token; only its SHA-256 is stored.
CREATE TABLE IF NOT EXISTS identity_sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  logout_token_hash text NOT NULL UNIQUE,
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  active boolean NOT NULL DEFAULT true,
  aal text NOT NULL DEFAULT 'aal1',
  authentication_methods jsonb NOT NULL DEFAULT '[]'::jsonb,
  devices jsonb NOT NULL DEFAULT '[]'::jsonb,
  authenticated_at timestamptz NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS identity_sessions_identity ON identity_sessions (identity_id);

-- Login, registration, settings, recovery and verification flows. `ui` is the public container
-- as last rendered; `internal` holds server-only state (pending TOTP secret, code hashes, ...).
CREATE TABLE IF NOT EXISTS identity_flows (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('login', 'registration', 'settings', 'recovery', 'verification')),
  type text NOT NULL DEFAULT 'browser',
  state text NOT NULL,
  active text,
  request_url text NOT NULL,
  return_to text,
  csrf_token text NOT NULL,
  identity_id uuid REFERENCES identities (id) ON DELETE CASCADE,
  requested_aal text NOT NULL DEFAULT 'aal1',
  refresh boolean NOT NULL DEFAULT false,
  ui jsonb NOT NULL,
  internal jsonb NOT NULL DEFAULT '{}'::jsonb,
  continue_with jsonb,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Browser-navigation errors, shown by the error UI through GET /self-service/errors?id=.
CREATE TABLE IF NOT EXISTS identity_flow_errors (
  id uuid PRIMARY KEY,
  error jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Local mailbox standing in for the courier: every mail the service "sends" lands here.
CREATE TABLE IF NOT EXISTS identity_mailbox (
  id uuid PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  template_type text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS identity_mailbox_created ON identity_mailbox (created_at DESC);

-- Failed password logins per (identifier, client IP), for throttling.
CREATE TABLE IF NOT EXISTS identity_login_failures (
  identifier text NOT NULL,
  ip text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (identifier, ip)
);
